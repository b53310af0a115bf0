import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Server } from '@hapi/hapi';
import { createWebServer } from './web-server';
import { expectLiveThrough, streamingMock } from './proxied-notice-stream';

describe('the live notices stream through the npm start web server', () => {
  let mock: Server;
  let web: Server;
  let distDir: string;
  beforeAll(async () => {
    distDir = mkdtempSync(path.join(tmpdir(), 'web-server-stream-'));
    writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>app</title>');
    mock = await streamingMock();
    web = await createWebServer({ distDir, apiTarget: mock.info.uri, port: 0 });
    await web.start();
  });
  afterAll(async () => {
    await web?.stop();
    await mock?.stop();
    rmSync(distDir, { recursive: true, force: true });
  });

  it('passes each event on as the mock writes it, uncompressed, and releases the mock’s stream when the client goes', async () => {
    await expectLiveThrough(`${web.info.uri}/api/v1`, mock);
  }, 20_000);
});
