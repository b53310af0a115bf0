/**
 * `nginx -t` with Debian's nginx on the real configuration (deploy/nginx/), rendered the way the
 * image's entrypoint renders it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type PreparedNginx, prepareNginx, testNginxConfig } from '../../scripts/nginx/nginx-server';
import { repoRoot } from './support/dockerfile';

describe('nginx configuration', () => {
  const prepared: PreparedNginx[] = [];
  const prepare = async (apiUpstream: string) => {
    const p = await prepareNginx({ root: path.join(repoRoot, 'web', 'public'), apiUpstream });
    prepared.push(p);
    return p;
  };
  afterAll(() => prepared.forEach((p) => p.cleanUp()));

  it('passes nginx -t with the compose upstream form and with an https API', async () => {
    for (const upstream of ['http://127.0.0.1:10088', 'https://127.0.0.1:8443']) {
      const result = testNginxConfig(await prepare(upstream));
      expect(result.output).toContain('test is successful');
      expect(result.ok).toBe(true);
    }
  });

  it('rejects an upstream that is not a URL, as the container would at start', async () => {
    const result = testNginxConfig(await prepare('mock:10088'));
    expect(result.ok).toBe(false);
    expect(result.output).toMatch(/invalid URL prefix/);
  });

  it('renders every variable, leaving nginx variables alone', async () => {
    const { prefix } = await prepare('http://127.0.0.1:10088');
    const site = readFileSync(path.join(prefix, 'conf.d', 'default.conf'), 'utf8');
    expect(site).not.toMatch(/\$\{?[A-Z]/);
    expect(site).toContain('proxy_pass http://127.0.0.1:10088;');
    expect(site).toContain('try_files $uri /index.html;');
  });

  it("tells the API the client's address on /api/, as the mock reads it behind a trusted proxy", () => {
    const template = readFileSync(path.join(repoRoot, 'deploy/nginx/templates/default.conf.template'), 'utf8');
    const snippet = readFileSync(path.join(repoRoot, 'deploy/nginx/snippets/api-proxy.conf'), 'utf8');
    const api = template.split(/\n\s*location\s/).find((block) => block.startsWith('/api/ {'));
    expect(api).toContain('include snippets/api-proxy.conf;');
    expect(snippet).toContain('proxy_set_header X-Real-IP $remote_addr;');
    expect(snippet).toContain('proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;');
  });

  it('gives every location the common headers, and every one but the sandbox runner and the ArcGIS map page the app policy', () => {
    const template = readFileSync(path.join(repoRoot, 'deploy/nginx/templates/default.conf.template'), 'utf8');
    const snippet = readFileSync(path.join(repoRoot, 'deploy/nginx/snippets/security-headers.conf'), 'utf8');
    expect(snippet).toContain('include snippets/common-headers.conf;');
    const locations = template.split(/\n\s*location\s/).slice(1);
    expect(locations.length).toBeGreaterThanOrEqual(4);
    for (const block of locations) {
      const ownPolicy = block.startsWith('= /sandbox.html') || block.startsWith('= /arcgis.html');
      const expected = ownPolicy ? 'snippets/common-headers.conf' : 'snippets/security-headers.conf';
      expect(block).toContain(`include ${expected};`);
    }
  });
});
