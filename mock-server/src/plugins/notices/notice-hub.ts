import { PassThrough } from 'node:stream';
import type { components } from '../../../../shared/contract/schema';
import type { TokenClaims } from '../../auth/tokens';
import { HEARTBEAT, RETRY_FIELD, noticeEvent } from './event-stream';

type Notice = components['schemas']['Notice'];
type SessionEndReason = components['schemas']['SessionEndReason'];

/** Whose a stream is: the user, and the token it was opened with (a stream lives no longer than it). */
export interface StreamOwner {
  userId: string;
  /** The token as sent, so it can be checked again exactly as a request's would be. */
  token: string;
  claims: TokenClaims;
}

/** Where a stream's session stands: ended (why), or alive at least until `liveUntil` (ms since the epoch). */
export type SessionState = { ended: SessionEndReason } | { liveUntil: number };

/** What a `NoticeHub` works with. */
export interface NoticeHubOptions {
  /** Milliseconds between heartbeats. */
  heartbeatMs: number;
  /** Streams one user may hold open at once. */
  perUser: number;
  /** Streams open at once, all users together. */
  total: number;
  /** Where `owner`'s session stands now. */
  sessionOf: (owner: StreamOwner) => SessionState;
  /** The `session_ended` notice of `userId` for `reason`. */
  endNotice: (userId: string, reason: SessionEndReason) => Notice;
  /** Milliseconds since the epoch. */
  now: () => number;
  /**
   * Bytes a stream may hold back for a client that does not read before it is dropped, so a client
   * that never reads cannot make the server buffer without end.
   * @default 65536
   */
  maxBacklog?: number;
}

/** An open stream: the body the response sends, and its closing (idempotent; when the client goes). */
export interface StreamHandle {
  body: PassThrough;
  close: () => void;
}

/** Why a stream was refused: its user holds as many as they may, or the server does. */
export type OpenRefusal = 'user_streams' | 'all_streams';

interface OpenStream {
  owner: StreamOwner;
  body: PassThrough;
  heartbeat: NodeJS.Timeout;
  deadline: NodeJS.Timeout | null;
  closed: boolean;
}

/** A check of a session found alive is repeated no sooner than this, however near its end looks. */
const MIN_RECHECK_MS = 10;

/**
 * The open notice streams, per user and in all, each bounded. A stream gets `retry`, then the
 * notices it is sent, a heartbeat every `heartbeatMs`, and ends with a `session_ended` notice once
 * its session has (checked at open, at `recheck()`, and when the token's known life runs out).
 * Closing a stream, whoever does, stops its timers and forgets it.
 */
export class NoticeHub {
  private readonly byUser = new Map<string, Set<OpenStream>>();
  private opened = 0;

  constructor(private readonly options: NoticeHubOptions) {}

  /** Opens a stream for `owner` that starts with `replay`; the refusal when a bound is reached. */
  open(owner: StreamOwner, replay: readonly Notice[]): StreamHandle | OpenRefusal {
    if (this.opened >= this.options.total) return 'all_streams';
    const mine = this.byUser.get(owner.userId) ?? new Set<OpenStream>();
    if (mine.size >= this.options.perUser) return 'user_streams';
    const body = new PassThrough();
    const stream: OpenStream = {
      owner,
      body,
      heartbeat: setInterval(() => this.write(stream, HEARTBEAT), this.options.heartbeatMs).unref(),
      deadline: null,
      closed: false,
    };
    mine.add(stream);
    this.byUser.set(owner.userId, mine);
    this.opened += 1;
    body.write(RETRY_FIELD);
    for (const notice of replay) this.write(stream, noticeEvent(notice));
    this.check(stream);
    return {
      body,
      close: () => {
        this.drop(stream);
        body.destroy();
      },
    };
  }

  /** Sends `notice` on every open stream of `userId`. */
  publish(userId: string, notice: Notice): void {
    for (const stream of this.byUser.get(userId) ?? []) this.write(stream, noticeEvent(notice));
  }

  /** Checks every stream's session again (after a change that may have ended some). */
  recheck(): void {
    for (const streams of [...this.byUser.values()]) for (const stream of [...streams]) this.check(stream);
  }

  /** Ends every stream without a notice (the server stops: the sessions go on, clients reconnect). */
  closeAll(): void {
    for (const streams of [...this.byUser.values()])
      for (const stream of [...streams]) {
        this.drop(stream);
        stream.body.end();
      }
  }

  /** How many streams are open: of `userId`, or in all. */
  count(userId?: string): number {
    return userId === undefined ? this.opened : (this.byUser.get(userId)?.size ?? 0);
  }

  private write(stream: OpenStream, text: string): void {
    if (stream.closed) return;
    if (stream.body.writableLength + stream.body.readableLength > (this.options.maxBacklog ?? 65_536)) {
      this.drop(stream);
      stream.body.destroy();
      return;
    }
    stream.body.write(text);
  }

  private check(stream: OpenStream): void {
    if (stream.closed) return;
    const state = this.options.sessionOf(stream.owner);
    if ('ended' in state) {
      this.write(stream, noticeEvent(this.options.endNotice(stream.owner.userId, state.ended)));
      this.drop(stream);
      stream.body.end();
      return;
    }
    if (stream.deadline) clearTimeout(stream.deadline);
    const wait = Math.max(state.liveUntil - this.options.now(), MIN_RECHECK_MS);
    stream.deadline = setTimeout(() => this.check(stream), wait).unref();
  }

  private drop(stream: OpenStream): void {
    if (stream.closed) return;
    stream.closed = true;
    clearInterval(stream.heartbeat);
    if (stream.deadline) clearTimeout(stream.deadline);
    const mine = this.byUser.get(stream.owner.userId);
    mine?.delete(stream);
    if (mine?.size === 0) this.byUser.delete(stream.owner.userId);
    this.opened -= 1;
  }
}
