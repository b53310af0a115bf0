/**
 * What the mock image runs, short of Docker: the esbuild command of the Dockerfile's mock build,
 * bundled beside this checkout's node_modules, started with plain Node. The image installs the
 * mock workspace's production dependencies only, so every package the bundle leaves external must be one of them.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { DOCKERFILE, argsOf, repoRoot, stageNamed } from './support/dockerfile';

interface Metafile {
  outputs: Record<string, { imports: { path: string; external?: boolean }[] }>;
}

/** The esbuild arguments of the Dockerfile's mock build stage, writing to `outfile` instead. */
function esbuildArgs(outfile: string): string[] {
  const command = argsOf(stageNamed('mock-build'), 'RUN').find((cmd) => cmd.startsWith('npx esbuild '));
  if (!command) throw new Error(`${DOCKERFILE}: no "RUN npx esbuild" in the mock-build stage`);
  return command
    .split(/\s+/)
    .slice(2)
    .map((arg) => (arg.startsWith('--outfile=') ? `--outfile=${outfile}` : arg));
}

function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}

function listeningUrl(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(out);
      if (match?.[1]) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`the bundled mock exited with ${code}: ${out}`)));
  });
}

describe('the mock image', () => {
  const workDir = path.join(repoRoot, '.cache', `delivery-mock-${process.pid}`);
  const outfile = path.join(workDir, 'mock-server.js');
  const metafile = path.join(workDir, 'meta.json');
  let child: ChildProcess | undefined;

  beforeAll(() => {
    mkdirSync(workDir, { recursive: true });
    execFileSync(
      path.join(repoRoot, 'node_modules', '.bin', 'esbuild'),
      [...esbuildArgs(outfile), `--metafile=${metafile}`],
      {
        cwd: repoRoot,
        stdio: 'pipe',
      },
    );
  });

  afterAll(() => {
    child?.kill('SIGTERM');
    rmSync(workDir, { recursive: true, force: true });
  });

  it("leaves external only packages that the mock workspace's production install has", () => {
    const meta = JSON.parse(readFileSync(metafile, 'utf8')) as Metafile;
    const pkg = JSON.parse(readFileSync(path.join(repoRoot, 'mock-server', 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    const externals = new Set(
      Object.values(meta.outputs)
        .flatMap((output) => output.imports)
        .filter((imp) => imp.external && !imp.path.startsWith('node:'))
        .map((imp) => packageName(imp.path)),
    );
    expect(externals.size).toBeGreaterThan(0);
    const builtins = new Set(builtinModules);
    const missing = [...externals].filter((name) => !builtins.has(name) && !(name in pkg.dependencies));
    expect(missing).toEqual([]);
  });

  it('starts with plain Node and answers a real endpoint', async () => {
    child = spawn(process.execPath, [outfile], {
      cwd: workDir,
      env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', MOCK_HOST: '127.0.0.1', MOCK_PORT: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const base = await listeningUrl(child);
    const res = await fetch(`${base}/pub/login/captchaid`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ captchaId: expect.any(String) });
  });
});
