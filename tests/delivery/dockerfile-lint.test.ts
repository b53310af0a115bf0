/**
 * The Dockerfile, without a Docker engine: dockerfile-utils (the linter behind VS Code's
 * Docker support) for syntax and instruction errors, then the rules this project holds it to.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { validate } from 'dockerfile-utils';
import { DOCKERFILE, argsOf, parseStages, readDockerfile, repoRoot, stageNamed } from './support/dockerfile';

const { workspaces } = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as {
  workspaces: string[];
};

describe(DOCKERFILE, () => {
  const content = readDockerfile();
  const stages = parseStages(content);
  const names = stages.map((stage) => stage.name);

  it('has no lint findings', () => {
    expect(validate(content).map((d) => `${d.range.start.line + 1}: ${d.message}`)).toEqual([]);
  });

  it('has a target per image, each built in stages of its own', () => {
    expect(names).toEqual(expect.arrayContaining(['mock', 'web', 'contract-suite']));
    expect(new Set(names).size).toBe(stages.length);
  });

  it('starts every stage from an earlier stage or an image pinned to a full release (major.minor.patch)', () => {
    for (const [index, { from }] of stages.entries()) {
      if (names.slice(0, index).includes(from)) continue;
      expect(from).toMatch(/^[\w./-]+:\d+\.\d+\.\d+(-[\w.-]+)?$/);
    }
  });

  it("installs with npm ci from the lock file, every workspace's package.json beside it", () => {
    expect(argsOf(stageNamed('manifests'), 'COPY')).toEqual([
      'package.json package-lock.json ./',
      ...workspaces.map((dir) => `${dir}/package.json ${dir}/`),
    ]);
    for (const build of ['workspace', 'contract-build']) {
      expect(stageNamed(build).from).toBe('manifests');
      expect(argsOf(stageNamed(build), 'RUN')[0]).toMatch(/^npm ci /);
    }
  });
});

describe('the web target', () => {
  const runtime = stageNamed('web');

  it('builds the app with Node and serves dist/ with an unprivileged nginx', () => {
    expect(argsOf(stageNamed('web-build'), 'RUN')).toContain('npm run build -- --mode production');
    expect(runtime.from).toMatch(/^nginxinc\/nginx-unprivileged:/);
    expect(argsOf(runtime, 'COPY')).toContain('--from=web-build /app/dist/ /usr/share/nginx/html/');
  });

  it('ships the nginx template and the snippets it includes, with every template variable set', () => {
    expect(argsOf(runtime, 'COPY')).toEqual(
      expect.arrayContaining([
        'deploy/nginx/snippets/ /etc/nginx/snippets/',
        'deploy/nginx/templates/ /etc/nginx/templates/',
      ]),
    );
    const template = readFileSync(path.join(repoRoot, 'deploy/nginx/templates/default.conf.template'), 'utf8');
    const used = new Set([...template.matchAll(/\$\{([A-Z][A-Z0-9_]*)\}/g)].map((m) => m[1]));
    const env = argsOf(runtime, 'ENV').join(' ');
    for (const name of used) expect(env).toMatch(new RegExp(`\\b${name}=\\S+`));
  });
});

describe('the mock target', () => {
  const runtime = stageNamed('mock');

  it("runs the bundle as the unprivileged node user with the mock workspace's production dependencies only", () => {
    expect(runtime.from).toBe('node-release');
    expect(argsOf(runtime, 'USER')).toEqual(['node']);
    expect(argsOf(runtime, 'COPY').filter((args) => args.includes('package.json'))).toEqual([
      'package.json package-lock.json ./',
      'mock-server/package.json mock-server/',
    ]);
    expect(argsOf(runtime, 'RUN').some((cmd) => cmd.startsWith('npm ci --omit=dev --workspace mock-server '))).toBe(
      true,
    );
    expect(argsOf(runtime, 'COPY')).toContain('--from=mock-build /app/out/mock-server.js ./mock-server.js');
    expect(argsOf(runtime, 'CMD')).toEqual(['["node", "mock-server.js"]']);
  });

  it('listens on every interface of the container, on the port the compose health check asks', () => {
    expect(argsOf(runtime, 'ENV').join(' ')).toMatch(/MOCK_HOST=0\.0\.0\.0 .*MOCK_PORT=10088/);
  });
});

describe('the contract-suite target', () => {
  const runtime = stageNamed('contract-suite');

  it('packs the suite in its build stage and holds only the packed suite, installed from its own lockfile', () => {
    expect(argsOf(stageNamed('contract-build'), 'RUN')).toEqual([
      'npm ci --workspace tests/contract --include-workspace-root --no-audit --no-fund',
      'npm run contract:pack -- /app/out',
    ]);
    expect(runtime.from).toBe('node-release');
    expect(argsOf(runtime, 'COPY')).toEqual(['--from=contract-build /app/out/ ./']);
    expect(argsOf(runtime, 'RUN').some((cmd) => cmd.startsWith('npm ci --omit=dev '))).toBe(true);
  });

  it('runs the CLI as the unprivileged node user, its options given to docker run', () => {
    expect(argsOf(runtime, 'USER')).toEqual(['node']);
    expect(argsOf(runtime, 'ENTRYPOINT')).toEqual(['["node", "cli.js"]']);
  });
});

describe('.dockerignore', () => {
  it('keeps installed and built output, secrets and history out of the build context', () => {
    const lines = readFileSync(path.join(repoRoot, '.dockerignore'), 'utf8').split('\n');
    expect(lines).toEqual(expect.arrayContaining(['node_modules', 'dist', '.env', '.git']));
  });
});
