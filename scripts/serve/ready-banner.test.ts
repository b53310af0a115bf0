import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { injectLogin, testServer } from '../../mock-server/src/test-support';
import { readyBanner, SEEDED_ACCOUNTS, waitUntilAnswers } from './ready-banner';

describe('the ready banner of npm start, npm run dev and npm run preview', () => {
  it('names the URL, every seeded account with its password and a random captcha', () => {
    const banner = readyBanner({ url: 'http://127.0.0.1:8080', captchaCode: null, dataFile: null }).join('\n');
    expect(banner).toContain('open http://127.0.0.1:8080');
    expect(banner).toContain('root / abc-123');
    expect(banner).toContain('staff / staff-123');
    expect(banner).toMatch(/captcha: +random/);
    expect(banner).toMatch(/data: +in memory/);
  });

  it('gives the fixed captcha answer and the data file when the mock has them', () => {
    const banner = readyBanner({
      url: 'http://127.0.0.1:9090',
      captchaCode: '1234',
      dataFile: '/data/mock-data.json',
    }).join('\n');
    expect(banner).toContain(`every captcha's answer is "1234" (MOCK_CAPTCHA_CODE)`);
    expect(banner).toContain('kept in /data/mock-data.json');
  });

  it('names accounts the seeded mock lets in', async () => {
    const mock = await testServer();
    try {
      for (const { userName, password } of SEEDED_ACCOUNTS) {
        expect({
          userName,
          status: (await injectLogin(mock, userName, password, '127.0.0.1', 'AbCd')).statusCode,
        }).toEqual({
          userName,
          status: 200,
        });
      }
    } finally {
      await mock.stop();
    }
  });
});

describe('waitUntilAnswers', () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  it('resolves once a server that starts late answers', async () => {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const waiting = waitUntilAnswers(`http://127.0.0.1:${port}/`, 10_000, 50);
    await new Promise((resolve) => setTimeout(resolve, 300));
    server = createServer((_, res) => res.writeHead(404).end()).listen(port, '127.0.0.1');
    await expect(waiting).resolves.toBeUndefined();
  });

  it('gives up after its time-out, naming the URL', async () => {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    await expect(waitUntilAnswers(`http://127.0.0.1:${port}/`, 300, 50)).rejects.toThrow(
      `http://127.0.0.1:${port}/ did not answer within 0.3 s`,
    );
  });
});
