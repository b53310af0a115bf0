import type { components } from '../../../../shared/contract/schema';

type Notice = components['schemas']['Notice'];

/** How long a client waits before it reconnects after a drop (the contract's `retry: 3000`). */
export const RETRY_MS = 3000;

/** The first lines of every stream: the reconnection delay. */
export const RETRY_FIELD = `retry: ${RETRY_MS}\n\n`;

/** A comment line: it keeps proxies from closing an idle stream and tells the client it is alive. */
export const HEARTBEAT = ': heartbeat\n\n';

/**
 * One `notice` event: its id (what the client sends back as `Last-Event-ID`) and the notice as
 * JSON on one `data:` line (JSON text holds no line break, so one line carries it whole).
 */
export function noticeEvent(notice: Notice): string {
  return `event: notice\nid: ${notice.id}\ndata: ${JSON.stringify(notice)}\n\n`;
}
