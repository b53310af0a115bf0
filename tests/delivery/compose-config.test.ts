/**
 * `docker-compose config` (Debian's docker-compose, no Docker engine needed) validates and
 * resolves docker-compose.yml; the assertions read the resolved file, so they see what Docker
 * would run with the given `.env`.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { requireDockerCompose } from '../../scripts/ensure-tools';
import { codeEnvReads, configEnvReads } from '../tooling/support/env-reads';
import { argsOf, stageNamed } from './support/dockerfile';

const root = path.resolve(__dirname, '../..');

interface ResolvedService {
  build: { context: string; dockerfile?: string; target?: string; args?: Record<string, string> };
  environment?: Record<string, string>;
  ports?: string[];
  healthcheck?: { test: string[] };
  depends_on?: Record<string, { condition: string }>;
  cap_drop?: string[];
  networks?: Record<string, { ipv4_address?: string } | null>;
  volumes?: string[];
}

interface ResolvedCompose {
  services: Record<string, ResolvedService>;
  volumes?: Record<string, unknown>;
}

/** The `PUBLIC_*` variables the web app's code reads, which its build inlines. */
function publicVariablesOfTheWebBuild(): string[] {
  const { reads } = codeEnvReads();
  return [...reads]
    .filter(
      ([name, files]) =>
        name.startsWith('PUBLIC_') &&
        [...files].some((file) => file.startsWith('web/src/') && !/\.test\.tsx?$/.test(file)),
    )
    .map(([name]) => name)
    .sort();
}

function resolve(envFile: string): ResolvedCompose {
  const out = execFileSync(requireDockerCompose(), ['--project-directory', root, '--env-file', envFile, 'config'], {
    cwd: root,
    encoding: 'utf8',
    // The shell's own variables would win over the env file; the test pins only the file.
    env: { PATH: process.env.PATH ?? '' },
  });
  return parse(out) as ResolvedCompose;
}

function service(compose: ResolvedCompose, name: string): ResolvedService {
  const found = compose.services[name];
  if (!found) throw new Error(`docker-compose.yml has no service "${name}"`);
  return found;
}

describe('docker-compose.yml', () => {
  let tmp: string;
  beforeAll(() => {
    tmp = mkdtempSync(path.join(os.tmpdir(), 'compose-'));
  });
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));

  it('with .env.example: the mock and the web app, web on 127.0.0.1:8080 proxying to the mock', () => {
    const compose = resolve(path.join(root, '.env.example'));
    expect(Object.keys(compose.services).sort()).toEqual(['mock', 'web']);

    const web = service(compose, 'web');
    // The root Dockerfile (compose's default), a target per image.
    expect(web.build).toMatchObject({ context: root, target: 'web' });
    expect(web.build.dockerfile ?? 'Dockerfile').toBe('Dockerfile');
    expect(web.ports).toEqual(['127.0.0.1:8080:8080/tcp']);
    expect(web.environment?.API_UPSTREAM).toBe('http://mock:10088');
    expect(web.depends_on).toEqual({ mock: { condition: 'service_healthy' } });

    const mock = service(compose, 'mock');
    expect(mock.build).toMatchObject({ context: root, target: 'mock' });
    expect(mock.build.dockerfile ?? 'Dockerfile').toBe('Dockerfile');
    expect(mock.ports).toBeUndefined();
    // Empty values, so the mock's own defaults apply (random captchas, random secret).
    expect(mock.environment?.MOCK_CAPTCHA_CODE).toBe('');
    for (const svc of [web, mock]) expect(svc.cap_drop).toEqual(['ALL']);
  });

  it('has the mock trust nginx, and only nginx, to name the client (X-Forwarded-For)', () => {
    const compose = resolve(path.join(root, '.env.example'));
    const nginx = service(compose, 'web').networks?.default?.ipv4_address;
    expect(nginx).toMatch(/^\d+\.\d+\.\d+\.\d+$/);
    expect(service(compose, 'mock').environment?.MOCK_TRUSTED_PROXIES).toBe(nginx);
  });

  it('checks the mock health on a real endpoint with Node, since the slim image has no curl', () => {
    const test = service(resolve(path.join(root, '.env.example')), 'mock').healthcheck?.test ?? [];
    expect(test.slice(0, 3)).toEqual(['CMD', 'node', '-e']);
    expect(test[3]).toContain("fetch('http://127.0.0.1:10088/api/v1/pub/login/captchaid')");
  });

  it('takes the public port, the upstream and the MOCK_* settings from the env file', () => {
    const envFile = path.join(tmp, 'custom.env');
    writeFileSync(
      envFile,
      [
        'PORT=9090',
        'PUBLISH_ADDRESS=0.0.0.0',
        'API_UPSTREAM=https://api.example.com',
        'PUBLIC_API_BASE_URL=/gateway/api/v1',
        'MOCK_CAPTCHA_CODE=1234',
        'MOCK_JWT_SECRET=s3cret',
        'MOCK_TOKEN_TTL=60',
      ].join('\n'),
    );
    const compose = resolve(envFile);
    const web = service(compose, 'web');
    expect(web.ports).toEqual(['0.0.0.0:9090:8080/tcp']);
    expect(web.environment?.API_UPSTREAM).toBe('https://api.example.com');
    expect(web.build.args?.PUBLIC_API_BASE_URL).toBe('/gateway/api/v1');
    expect(service(compose, 'mock').environment).toMatchObject({
      MOCK_CAPTCHA_CODE: '1234',
      MOCK_JWT_SECRET: 's3cret',
      MOCK_TOKEN_TTL: '60',
    });
  });

  it("keeps the mock's data file in a named volume, which outlives `down` (`down -v` drops it)", () => {
    const compose = resolve(path.join(root, '.env.example'));
    const mock = service(compose, 'mock');
    const dataFile = mock.environment?.MOCK_DATA_FILE ?? '';
    expect(dataFile).toMatch(/^\/.+\.json$/);
    const mounts = (mock.volumes ?? []).map((spec) => spec.split(':'));
    const holding = mounts.find(([, target]) => target !== undefined && dataFile.startsWith(`${target}/`));
    expect(holding).toBeDefined();
    // A named volume (declared at the top level), not a bind mount of a host folder.
    expect(Object.keys(compose.volumes ?? {})).toContain(holding![0]);
    // The image hands that folder to the user the mock runs as, so the volume starts writable.
    expect(argsOf(stageNamed('mock'), 'RUN')).toContain(`mkdir ${holding![1]} && chown node:node ${holding![1]}`);
  });

  it('passes every PUBLIC_* variable the web build reads to the web image, which declares each', () => {
    const names = publicVariablesOfTheWebBuild();
    expect(names).toEqual(expect.arrayContaining(['PUBLIC_API_BASE_URL', 'PUBLIC_SITE_NAME']));
    const envFile = path.join(tmp, 'branding.env');
    writeFileSync(envFile, names.map((name) => `${name}=value of ${name}`).join('\n'));
    const args = service(resolve(envFile), 'web').build.args ?? {};
    expect(Object.keys(args).sort()).toEqual(names);
    for (const name of names) expect(args[name]).toBe(`value of ${name}`);
    const declared = argsOf(stageNamed('web-build'), 'ARG').map((arg) => arg.split('=')[0]);
    expect(declared.sort()).toEqual(names);
  });

  it('takes nothing from the env file that .env.example does not list', () => {
    const example = readFileSync(path.join(root, '.env.example'), 'utf8');
    const listed = [...example.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]);
    const composeReads = [...configEnvReads()]
      .filter(([, files]) => files.has('docker-compose.yml'))
      .map(([name]) => name);
    expect(composeReads.filter((name) => !listed.includes(name))).toEqual([]);
  });

  it('keeps .env out of git, .env.example in it', () => {
    expect(execFileSync('git', ['check-ignore', '.env'], { cwd: root, encoding: 'utf8' }).trim()).toBe('.env');
    expect(() => execFileSync('git', ['check-ignore', '.env.example'], { cwd: root, stdio: 'pipe' })).toThrow();
  });
});
