/**
 * The Dockerfiles, without a Docker engine: dockerfile-utils (the linter behind VS Code's
 * Docker support) for syntax and instruction errors, then the rules this project holds them to.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { validate } from 'dockerfile-utils';
import { argsOf, parseStages, readDockerfile, repoRoot } from './support/dockerfile';

const dockerfiles = ['web/Dockerfile', 'mock-server/Dockerfile', 'tests/contract/Dockerfile'];
const { workspaces } = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as {
  workspaces: string[];
};

describe.each(dockerfiles)('%s', (file) => {
  const content = readDockerfile(file);
  const stages = parseStages(content);

  it('has no lint findings', () => {
    expect(validate(content).map((d) => `${d.range.start.line + 1}: ${d.message}`)).toEqual([]);
  });

  it('is multi-stage from images pinned to a full release (major.minor.patch), none floating', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    for (const { from } of stages) expect(from).toMatch(/^[\w./-]+:\d+\.\d+\.\d+(-[\w.-]+)?(\s+AS\s+\w+)?$/i);
  });

  it("installs with npm ci from the lock file in the build stage, every workspace's package.json beside it", () => {
    const build = stages[0];
    expect(argsOf(build, 'COPY')).toEqual(
      expect.arrayContaining([
        'package.json package-lock.json ./',
        ...workspaces.map((dir) => `${dir}/package.json ${dir}/`),
      ]),
    );
    expect(argsOf(build, 'RUN').some((cmd) => cmd.startsWith('npm ci'))).toBe(true);
  });
});

describe('web/Dockerfile', () => {
  const stages = parseStages(readDockerfile('web/Dockerfile'));
  const runtime = stages.at(-1);

  it('builds the app with Node and serves dist/ with an unprivileged nginx', () => {
    expect(argsOf(stages[0], 'RUN')).toContain('npm run build -- --mode production');
    expect(runtime?.from).toMatch(/^nginxinc\/nginx-unprivileged:/);
    expect(argsOf(runtime, 'COPY')).toContain('--from=build /app/dist/ /usr/share/nginx/html/');
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

describe('mock-server/Dockerfile', () => {
  const runtime = parseStages(readDockerfile('mock-server/Dockerfile')).at(-1);

  it("runs the bundle as the unprivileged node user with the mock workspace's production dependencies only", () => {
    expect(argsOf(runtime, 'USER')).toEqual(['node']);
    expect(argsOf(runtime, 'COPY').filter((args) => args.includes('package.json'))).toEqual([
      'package.json package-lock.json ./',
      'mock-server/package.json mock-server/',
    ]);
    expect(argsOf(runtime, 'RUN').some((cmd) => cmd.startsWith('npm ci --omit=dev --workspace mock-server '))).toBe(
      true,
    );
    expect(argsOf(runtime, 'CMD')).toEqual(['["node", "mock-server.js"]']);
  });

  it('listens on every interface of the container, on the port the compose health check asks', () => {
    expect(argsOf(runtime, 'ENV').join(' ')).toMatch(/MOCK_HOST=0\.0\.0\.0 .*MOCK_PORT=10088/);
  });
});

describe('tests/contract/Dockerfile', () => {
  const stages = parseStages(readDockerfile('tests/contract/Dockerfile'));
  const runtime = stages.at(-1);

  it('packs the suite in the build stage and holds only the packed suite, installed from its own lockfile', () => {
    expect(argsOf(stages[0], 'RUN')).toEqual([
      'npm ci --workspace tests/contract --include-workspace-root --no-audit --no-fund',
      'npm run contract:pack -- /app/out',
    ]);
    expect(argsOf(runtime, 'COPY')).toEqual(['--from=build /app/out/ ./']);
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
