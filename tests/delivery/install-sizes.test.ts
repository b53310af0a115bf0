/**
 * The server side's installs, really made in temporary folders from the one lockfile and the local
 * npm cache: the mock's production install (what its image installs) and the standalone contract
 * suite (`npm run contract:pack`, then `npm ci` in its folder, what its image installs). Each holds
 * at most 60 MB of files and none of the front end. The standalone suite then runs from its folder,
 * where the repository's node_modules are out of reach, against a mock, and passes.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { killHard, spawnMock, type SpawnedMock } from '../../mock-server/src/testing/spawned-mock';
import { repoRoot } from './support/dockerfile';
import {
  FRONT_END_PACKAGES,
  INSTALL_LIMIT_BYTES,
  describeInstall,
  folderSize,
  npmCi,
  npmEnv,
  packagesIn,
} from './support/install';

jest.setTimeout(180_000);

let work: string;

beforeAll(() => {
  work = mkdtempSync(path.join(tmpdir(), 'installs-'));
});

afterAll(() => {
  rmSync(work, { recursive: true, force: true });
});

describe("the mock's production install", () => {
  it('holds at most 60 MB and no front-end package', () => {
    const dir = path.join(work, 'mock');
    mkdirSync(path.join(dir, 'mock-server'), { recursive: true });
    for (const file of ['package.json', 'package-lock.json', 'mock-server/package.json'])
      copyFileSync(path.join(repoRoot, file), path.join(dir, file));
    const seconds = npmCi(dir, ['--omit=dev', '--workspace', 'mock-server']);
    const size = folderSize(path.join(dir, 'node_modules'));
    console.info(describeInstall('mock production install', size, seconds));
    expect(packagesIn(dir, FRONT_END_PACKAGES)).toEqual([]);
    expect(packagesIn(dir, ['@hapi', 'svg-captcha', 'fast-jwt'])).toEqual(['@hapi', 'fast-jwt', 'svg-captcha']);
    expect(size.bytes).toBeLessThanOrEqual(INSTALL_LIMIT_BYTES);
  });
});

describe('the standalone contract suite', () => {
  let dir: string;
  let mock: SpawnedMock | undefined;

  beforeAll(() => {
    dir = path.join(work, 'contract-suite');
    execFileSync(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'scripts/contract/pack/index.ts'), dir], {
      cwd: repoRoot,
      env: npmEnv(),
      stdio: 'pipe',
    });
  });

  afterAll(async () => {
    if (mock) await killHard(mock);
  });

  it('installs with npm ci into at most 60 MB, with no front-end package', () => {
    const seconds = npmCi(dir, ['--omit=dev']);
    const size = folderSize(dir);
    console.info(describeInstall('standalone contract suite (package and install)', size, seconds));
    expect(packagesIn(dir, FRONT_END_PACKAGES)).toEqual([]);
    expect(size.bytes).toBeLessThanOrEqual(INSTALL_LIMIT_BYTES);
  });

  it("runs from its folder against a mock and passes, with none of the repository's packages in reach (and asks for --base-url without one)", async () => {
    const env: NodeJS.ProcessEnv = { PATH: process.env.PATH ?? '' };
    const reach = spawnSync(process.execPath, ['-e', "require.resolve('react')"], { cwd: dir, env, encoding: 'utf8' });
    expect(reach.stderr).toContain("Cannot find module 'react'");

    const alone = spawnSync(process.execPath, ['cli.js'], { cwd: dir, env, encoding: 'utf8' });
    expect({ status: alone.status, stderr: alone.stderr }).toEqual({
      status: 2,
      stderr: expect.stringContaining('--base-url'),
    });

    mock = await spawnMock({ MOCK_CAPTCHA_CODE: 'AbCd' });
    const started = Date.now();
    // One group keeps the run short (`npm test` runs the whole suite from the repository): the
    // captcha's ids and images, enough to show the packed suite starts, reaches a server and reports.
    const run = spawnSync(
      process.execPath,
      ['cli.js', '--base-url', mock.apiUrl, '--captcha-code', 'AbCd', '--allow-writes', '--only', 'captcha'],
      {
        cwd: dir,
        env,
        encoding: 'utf8',
      },
    );
    console.info(
      `standalone contract suite, captcha group against the mock: ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    expect({ status: run.status, output: run.status === 0 ? '' : `${run.stdout}${run.stderr}`.slice(-4000) }).toEqual({
      status: 0,
      output: '',
    });
    expect(run.stdout).toMatch(/^total\s+[1-9]\d*\s+0\s+\d+$/m);
  });
});
