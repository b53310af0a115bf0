import { setTimeout as sleep } from 'node:timers/promises';
import { type ApiClient, bodyOf } from './api-client';
import { type Account, type Answer, errorCode, logIn, type LoginToken } from './mock-api';
import { newTokenLife, refreshDueAt, type TokenLife } from './token-life';

/** The least a client waits after a failed login or refresh before the next try. */
const RETRY_MIN_MS = 500;
/** The longest a login waits before giving its caller control back. */
const WAIT_STEP_MS = 1000;

const is9999 = (answer: Answer | null) => answer?.status === 401 && errorCode(answer) === 9999;

/**
 * A user's client as the web app behaves: logs in (captcha, then login) when it has no token,
 * refreshes the token once a third of its lifetime is left, waits out `Retry-After`, and drops a
 * token the server refused with 9999 so that the next request logs in again.
 */
export class SignedInClient {
  /** The token in use; null when logged out. */
  token: TokenLife | null = null;
  /** The unexpired tokens of the current sign-in, the ones its refreshes replaced included, oldest first. */
  private signIn: TokenLife[] = [];
  private notBefore = 0;
  private nextRefreshTry = 0;
  private pendingLogin: Promise<boolean> | null = null;
  private pendingRefresh: Promise<TokenLife | null> | null = null;

  constructor(
    /** The client the requests go through. */
    readonly api: ApiClient,
    private readonly account: Account,
    private readonly captchaCode: string,
  ) {}

  private backOff(answer: Answer | null): number {
    return Date.now() + Math.max(RETRY_MIN_MS, (answer?.retryAfter ?? 0) * 1000);
  }

  /**
   * Logs in unless a token is held; false when the login failed or must wait (try again later).
   * Callers at once share one login, as the app's requests share one session.
   */
  logIn(): Promise<boolean> {
    if (this.token) return Promise.resolve(true);
    this.pendingLogin ??= this.logInNow().finally(() => (this.pendingLogin = null));
    return this.pendingLogin;
  }

  private async logInNow(): Promise<boolean> {
    const wait = this.notBefore - Date.now();
    // Waits in short steps (a lock may last 15 minutes), so the caller can see the run end.
    if (wait > 0) {
      await sleep(Math.min(wait, WAIT_STEP_MS));
      return false;
    }
    let refused: Answer | null = null;
    const login = await logIn(
      async (method, path, body) => {
        const answer = await this.api.call(method, path, { body });
        if (bodyOf(answer) === undefined) refused = answer;
        return bodyOf(answer);
      },
      this.account,
      this.captchaCode,
    );
    if (!login) {
      this.notBefore = this.backOff(refused);
      return false;
    }
    this.token = newTokenLife(login, Date.now());
    this.signIn = [this.token];
    return true;
  }

  /** Refreshes the token when due; answers the token it replaced, if it did. Callers at once share one refresh. */
  refreshIfDue(): Promise<TokenLife | null> {
    this.pendingRefresh ??= this.refreshNow().finally(() => (this.pendingRefresh = null));
    return this.pendingRefresh;
  }

  private async refreshNow(): Promise<TokenLife | null> {
    const old = this.token;
    const now = Date.now();
    // A token known to have expired is dropped, not sent: the next request logs in again.
    if (old && now >= old.expiresAt) this.token = null;
    if (!old || now >= old.expiresAt || now < refreshDueAt(old) || now < this.nextRefreshTry) return null;
    const answer = await this.api.call('POST', '/pub/refresh-token', { token: old });
    const renewed = bodyOf<LoginToken>(answer);
    if (!renewed) {
      if (is9999(answer)) this.token = null;
      // Cut off by the kill, it may have been applied: from now on the token is only in its grace.
      if (answer === null) old.replacedAt = now;
      this.nextRefreshTry = this.backOff(answer);
      return null;
    }
    old.replacedAt = now;
    this.token = newTokenLife(renewed, Date.now());
    this.signIn = [...this.signIn.filter((token) => token.expiresAt > now), this.token];
    return old;
  }

  /** Sends `METHOD path` with the current token (logging in and refreshing first when needed); null without an answer or a login. */
  async request(method: string, path: string, body?: unknown): Promise<Answer | null> {
    await this.refreshIfDue();
    if (!(await this.logIn())) return null;
    const token = this.token;
    if (!token) return null;
    const answer = await this.api.call(method, path, { token, body });
    if (is9999(answer) && this.token === token) this.token = null;
    return answer;
  }

  /**
   * Logs out; answers the tokens of the sign-in it ended (the ones it replaced, still in their
   * grace or not, and the one logged out with, last) when the server acknowledged the logout.
   */
  async logOut(): Promise<TokenLife[] | null> {
    const token = this.token;
    if (!token) return null;
    const ended = this.signIn;
    this.token = null;
    this.signIn = [];
    const at = Date.now();
    for (const each of ended) each.loggedOutAt = at;
    return bodyOf(await this.api.call('POST', '/pub/login/exit', { token })) === undefined ? null : ended;
  }
}
