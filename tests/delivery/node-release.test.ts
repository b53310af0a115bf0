/**
 * One Node release across the places that name it: the Dockerfile's Node stages, the mock bundle's
 * esbuild target, `.nvmrc`, `engines` and the LTS server run (`npm run test:server:lts` reads the Dockerfile's).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { imageNodeVersion } from '../../scripts/test-server-lts';
import { argsOf, baseImageOf, readDockerfile, repoRoot, stageNamed } from './support/dockerfile';

const major = (version: string) => Number(version.replace(/^v/, '').split('.')[0]);

/** Whether `version` satisfies one of the `||` ranges of `engines`, each `^x.y.z` or `>=x`. */
function admits(range: string, version: string): boolean {
  const [ma = 0, mi = 0, pa = 0] = version.replace(/^v/, '').split('.').map(Number);
  return range.split('||').some((part) => {
    const match = /^\s*(\^|>=)(\d+)(?:\.(\d+))?(?:\.(\d+))?\s*$/.exec(part);
    if (!match) throw new Error(`engines.node: cannot read the range "${part.trim()}"`);
    const [, op, lo = '0', loMinor = '0', loPatch = '0'] = match;
    const atLeast =
      ma > Number(lo) ||
      (ma === Number(lo) && (mi > Number(loMinor) || (mi === Number(loMinor) && pa >= Number(loPatch))));
    return atLeast && (op === '>=' || ma === Number(lo));
  });
}

describe('the Node release', () => {
  const pinned = imageNodeVersion(readDockerfile());

  it('is the one Node every stage that runs Node starts from, the web build included', () => {
    for (const stage of ['mock-build', 'web-build', 'contract-build', 'mock', 'contract-suite'])
      expect({ stage, image: baseImageOf(stage) }).toEqual({ stage, image: `node:${pinned}-bookworm-slim` });
  });

  it('is an even (LTS) line beyond Node 20, which reached its end of life on 2026-04-30', () => {
    expect(major(pinned)).toBeGreaterThanOrEqual(24);
    expect(major(pinned) % 2).toBe(0);
  });

  it('is what the mock bundle targets and what .nvmrc names', () => {
    expect(argsOf(stageNamed('mock-build'), 'RUN').find((cmd) => cmd.includes('esbuild'))).toContain(
      `--target=node${major(pinned)} `,
    );
    expect(readFileSync(path.join(repoRoot, '.nvmrc'), 'utf8').trim()).toBe(String(major(pinned)));
  });

  it('is admitted by engines, and so is the Node running these tests', () => {
    const { engines } = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as {
      engines: { node: string };
    };
    expect(admits(engines.node, pinned)).toBe(true);
    expect(admits(engines.node, process.version)).toBe(true);
    // Ranges read right: what they leave out stays out.
    expect(admits('^20.19.0 || >=24', '20.18.3')).toBe(false);
    expect(admits('^20.19.0 || >=24', '22.1.0')).toBe(false);
    expect(admits('^20.19.0 || >=24', '26.0.0')).toBe(true);
  });
});
