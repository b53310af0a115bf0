import type { Plugin } from '@hapi/hapi';
import type { components } from '../../../../shared/contract/schema';
import { authOf } from '../../auth/scheme';
import type { MockContext } from '../../context';
import { contractAccepts } from '../../contract/contract-ajv';
import { readContract } from '../../contract/contract-document';
import type { NoticeRecord } from '../../data/types';
import { refusal, tooManyRequests } from '../../errors';
import { NoticeHub } from './notice-hub';
import { type KeepNotice, announceExports, announceTreeChanges } from './notice-triggers';
import { sessionState } from './session-state';

type Notice = components['schemas']['Notice'];
type NoticeList = components['schemas']['NoticeList'];
type ReadNoticesParam = components['schemas']['ReadNoticesParam'];

/** How many notices `GET /pub/current/notices` lists, newest first (the contract's `maxItems`). */
export const LISTED_NOTICES = 50;

declare module '@hapi/hapi' {
  interface PluginProperties {
    'mock-notices': { hub: NoticeHub };
  }
}

/** What a client refused a stream is told to wait: streams free up as others close. */
const STREAM_RETRY_SECONDS = 30;

/**
 * Live notices: `GET /pub/current/notices`, `POST /pub/current/notices/read` and the event stream
 * `GET /pub/current/notices/stream`. Its `NoticeHub` is exposed as `server.plugins['mock-notices'].hub`.
 */
export const noticesPlugin: Plugin<MockContext> = {
  name: 'mock-notices',
  register: (server, { config, store, tokens }) => {
    const contract = readContract(config.contractFile);
    const { notices } = store;
    const asNotice = (userId: string, record: Readonly<NoticeRecord>): Notice => ({
      ...record,
      read: notices.isRead(userId, record.id),
    });
    const hub = new NoticeHub({
      heartbeatMs: config.noticeHeartbeatMs,
      perUser: config.noticeStreamsPerUser,
      total: config.noticeStreams,
      sessionOf: (owner) => sessionState(tokens, store, owner),
      endNotice: (userId, reason) => ({
        id: String(notices.lastId(userId)),
        at: new Date(config.now()).toISOString(),
        kind: 'session_ended',
        read: false,
        reason,
      }),
      now: config.now,
    });
    server.expose('hub', hub);

    const keep: KeepNotice = (userId, content) => {
      const record = notices.add(userId, content, new Date(config.now()), config.noticesPerUser);
      return () => hub.publish(userId, asNotice(userId, record));
    };
    announceTreeChanges(server, store, keep);
    announceExports(server, keep);

    // Whatever ends sessions (a logout, a new password, a user disabled or deleted) changes the
    // store; the open streams' sessions are checked again once per burst of changes.
    let recheck: NodeJS.Immediate | null = null;
    const unsubscribe = store.onChange(() => {
      if (hub.count() > 0)
        recheck ??= setImmediate(() => {
          recheck = null;
          hub.recheck();
        });
    });
    // Open streams would hold the stop up until its time-out.
    server.ext('onPreStop', () => {
      unsubscribe();
      if (recheck) clearImmediate(recheck);
      hub.closeAll();
    });

    server.route({
      method: 'GET',
      path: '/pub/current/notices',
      handler: (request): NoticeList => {
        const { user } = authOf(request);
        const list = notices
          .list(user.id)
          .slice(-LISTED_NOTICES)
          .reverse()
          .map((record) => asNotice(user.id, record));
        return { list, unread: notices.unread(user.id) };
      },
    });

    server.route({
      method: 'POST',
      path: '/pub/current/notices/read',
      options: { payload: { maxBytes: 4096, allow: 'application/json', parse: true, output: 'data' } },
      handler: (request) => {
        notices.markRead(authOf(request).user.id, Number((request.payload as ReadNoticesParam).upTo));
        return { status: 'OK' as const };
      },
    });

    server.route({
      method: 'GET',
      path: '/pub/current/notices/stream',
      handler: (request, h) => {
        const { user, token: claims } = authOf(request);
        const lastEventId: unknown = request.headers['last-event-id'];
        if (lastEventId !== undefined && !contractAccepts(contract, '#/components/schemas/NoticeId', lastEventId))
          throw refusal(400, 'invalid_request', "header Last-Event-ID must match the contract's NoticeId");
        const token = String(request.headers.authorization).replace(/^bearer /i, '');
        const replay =
          lastEventId === undefined ? [] : notices.after(user.id, Number(lastEventId)).map((n) => asNotice(user.id, n));
        const opened = hub.open({ userId: user.id, token, claims }, replay);
        if (opened === 'user_streams')
          throw tooManyRequests('too many notice streams open for this user', STREAM_RETRY_SECONDS);
        if (opened === 'all_streams') throw tooManyRequests('too many notice streams open', STREAM_RETRY_SECONDS);
        request.raw.res.once('close', opened.close);
        return h
          .response(opened.body)
          .type('text/event-stream')
          .header('Cache-Control', 'no-cache')
          .header('X-Accel-Buffering', 'no');
      },
    });
  },
};
