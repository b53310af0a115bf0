/**
 * The check both web servers' tests make of the live notices' stream through them, in front of a
 * real mock: uncompressed, each event through as the mock writes it (before the next heartbeat,
 * so no proxy held it back), and the mock's stream released when the browser goes.
 */
import type { Server } from '@hapi/hapi';
import { rootUser } from '../../mock-server/src/data/built-ins';
import { loopbackMock } from '../../mock-server/src/testing/loopback-mock';
import { rootToken } from '../../mock-server/src/testing/root-token';
import { openNoticeStream } from '../../tests/contract/support/notice-stream';

/** Long beside the time an event may take through a proxy, so an event before the next heartbeat proves none held it back. */
export const PROXIED_HEARTBEAT_MS = 3000;

/** A mock with a slow heartbeat, created and started, for a proxy to stand in front of. */
export async function streamingMock(): Promise<Server> {
  const mock = await loopbackMock({ noticeHeartbeatMs: PROXIED_HEARTBEAT_MS });
  await mock.start();
  return mock;
}

const until = async (done: () => boolean, ms: number) => {
  for (const end = Date.now() + ms; !done() && Date.now() < end;)
    await new Promise((resolve) => setTimeout(resolve, 20));
};

/** Opens root's stream at `apiBaseUrl` (a proxy's `/api/v1`) and checks it as the file's comment says. */
export async function expectLiveThrough(apiBaseUrl: string, mock: Server): Promise<void> {
  const hub = mock.plugins['mock-notices'].hub;
  // A client that takes gzip: the stream must come uncompressed all the same.
  const stream = await openNoticeStream(apiBaseUrl, rootToken(mock), undefined, { 'Accept-Encoding': 'gzip, br' });
  try {
    expect(stream.status).toBe(200);
    expect(stream.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(stream.headers['content-encoding']).toBeUndefined();
    expect(await stream.next(PROXIED_HEARTBEAT_MS)).toEqual({ kind: 'retry', ms: 3000 });
    await until(() => hub.count() === 1, 1000);
    const written = Date.now();
    hub.publish(rootUser(mock.app.mock.store)!.id, {
      id: '7',
      at: new Date().toISOString(),
      kind: 'menu_changed',
      read: false,
    });
    expect(await stream.next(PROXIED_HEARTBEAT_MS / 2)).toMatchObject({ kind: 'notice', id: '7' });
    expect(Date.now() - written).toBeLessThan(PROXIED_HEARTBEAT_MS / 2);
    expect(await stream.next(PROXIED_HEARTBEAT_MS * 2)).toEqual({ kind: 'comment', text: 'heartbeat' });
  } finally {
    stream.close();
  }
  await until(() => hub.count() === 0, 2000);
  expect(hub.count()).toBe(0);
}
