/**
 * The real nginx configuration on loopback in front of the real mock: the live notices' event
 * stream passes through unbuffered and uncompressed, and the mock's stream goes with the client.
 */
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Server } from '@hapi/hapi';
import { type RunningNginx, startNginx } from '../../scripts/nginx/nginx-server';
import { expectLiveThrough, streamingMock } from '../../scripts/serve/proxied-notice-stream';

describe('the live notices stream through nginx', () => {
  let site: string;
  let mock: Server;
  let nginx: RunningNginx;
  beforeAll(async () => {
    site = mkdtempSync(path.join(os.tmpdir(), 'nginx-stream-'));
    // nginx's workers run as nobody when the tests run as root.
    chmodSync(site, 0o755);
    writeFileSync(path.join(site, 'index.html'), '<!doctype html><title>app</title>');
    mock = await streamingMock();
    nginx = await startNginx({ root: site, apiUpstream: mock.info.uri });
  });
  afterAll(async () => {
    await nginx?.stop();
    await mock?.stop();
    rmSync(site, { recursive: true, force: true });
  });

  it('passes each event on as the mock writes it, uncompressed, and releases the mock’s stream when the client goes', async () => {
    await expectLiveThrough(`${nginx.url}/api/v1`, mock);
  }, 20_000);
});
