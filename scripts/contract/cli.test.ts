import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Server } from '@hapi/hapi';
import { loopbackMock } from '../../mock-server/src/testing/loopback-mock';
import { runContractCli as cli } from './cli-process';
import { MUTANTS } from './mutants/catalogue';
import type { JsonReport } from './report';

/*
 * `npm run contract` as a back-end team's CI runs it: a process, its exit code and its output,
 * against mocks on free ports (one behind TLS with a certificate made here, one with a fault).
 */

const dir = mkdtempSync(path.join(tmpdir(), 'contract-cli-'));
const ONE_OPERATION = ['--only', 'GET /pub/login/captchaid', '--skip', 'fuzz'];

const listen = (server: http.Server | https.Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );
const mock = () => loopbackMock({ captchaCode: 'AbCd' });

let clean: Server;
let mutant: Server;
let front: https.Server;
let frontUrl = '';
const seenKeys: (string | undefined)[] = [];

beforeAll(async () => {
  clean = await mock();
  mutant = await mock();
  MUTANTS.find((m) => m.name === 'extra-property')!.inject(mutant);
  await Promise.all([clean.start(), mutant.start()]);
  // A self-signed certificate for 127.0.0.1, made by Debian's openssl (Node makes keys, not certificates).
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      'key.pem',
      '-out',
      'cert.pem',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ],
    { cwd: dir, stdio: 'ignore' },
  );
  // TLS in front of the clean mock, as a gateway would put it, noting the API key of every request.
  front = https.createServer(
    { key: readFileSync(path.join(dir, 'key.pem')), cert: readFileSync(path.join(dir, 'cert.pem')) },
    (req, res) => {
      seenKeys.push(req.headers['x-api-key'] as string | undefined);
      const upstream = http.request(
        { host: '127.0.0.1', port: clean.info.port, path: req.url, method: req.method, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      req.pipe(upstream);
    },
  );
  frontUrl = `https://127.0.0.1:${await listen(front)}`;
}, 60_000);

afterAll(async () => {
  front?.close();
  await Promise.all([clean?.stop(), mutant?.stop()]);
  rmSync(dir, { recursive: true, force: true });
});

describe('npm run contract, exit codes', () => {
  it('2 for a bad option, naming it', async () => {
    const { code, out } = await cli(['--only']);
    expect({ code, out }).toEqual({ code: 2, out: 'contract: --only needs a value\n' });
  }, 60_000);

  it('2 for a base URL nothing answers at, naming the URL and the error, before any test runs', async () => {
    const closed = http.createServer();
    const port = await listen(closed);
    closed.close();
    const { code, out } = await cli(['--base-url', `http://127.0.0.1:${port}`]);
    expect(code).toBe(2);
    expect(out).toContain(
      `contract: the base URL http://127.0.0.1:${port}/api/v1 does not answer: connect ECONNREFUSED 127.0.0.1:${port}`,
    );
    expect(out).not.toContain('operation');
  }, 60_000);

  it('2 for a certificate it was not told to trust', async () => {
    const { code, out } = await cli(['--base-url', frontUrl, ...ONE_OPERATION]);
    expect(code).toBe(2);
    expect(out).toMatch(/does not answer: self[- ]signed certificate.*pass --ca <file>/);
  }, 60_000);

  it('0 for one operation over TLS trusted with --ca, the header on every request, the JSON report naming that operation only', async () => {
    const report = path.join(dir, 'report.json');
    seenKeys.length = 0;
    const { code, out } = await cli([
      '--base-url',
      frontUrl,
      '--ca',
      path.join(dir, 'cert.pem'),
      '--header',
      'X-Api-Key: k-1',
      '--report',
      'json',
      report,
      ...ONE_OPERATION,
    ]);
    expect({ code, out }).toEqual({
      code: 0,
      out: expect.stringContaining('✔ GET /pub/login/captchaid: 1 passed, 0 failed, 0 skipped (captcha.test.ts)'),
    });
    const json = JSON.parse(readFileSync(report, 'utf8')) as JsonReport;
    expect(json.totals).toMatchObject({ tests: 1, passed: 1, failed: 0, skipped: 0 });
    expect(json.tests.map((t) => `${t.operation}: ${t.status}`)).toEqual(['GET /pub/login/captchaid: passed']);
    // The reachability check, the probe for live notices and the test's two captcha draws.
    expect(seenKeys).toEqual(['k-1', 'k-1', 'k-1', 'k-1']);
  }, 120_000);

  it('1 for a server that breaks the contract, naming the failing test', async () => {
    const { code, out } = await cli(['--base-url', mutant.info.uri, ...ONE_OPERATION]);
    expect(code).toBe(1);
    expect(out).toContain('✘ GET /pub/login/captchaid answers a new captcha id each time (captcha.test.ts)');
  }, 120_000);
});
