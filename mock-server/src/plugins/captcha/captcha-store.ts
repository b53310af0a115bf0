import { randomBytes } from 'node:crypto';
import { CaptchaHoldings } from './captcha-holdings';

interface Captcha {
  code: string;
  expiresAt: number;
  /** The client (address) that drew it. */
  client: string;
}

/**
 * The open captchas, each for `ttlSeconds`, each usable once, at most `capacity` (so a flood of new
 * ids cannot grow memory). When full, the client holding the most loses its oldest: that client
 * holds more than its fair share (the capacity over the clients holding captchas), so a client
 * within its share never loses one to a flood drawn from other addresses.
 */
export class CaptchaStore {
  private readonly captchas = new Map<string, Captcha>();
  private readonly holdings = new CaptchaHoldings();

  constructor(private readonly options: { capacity: number; ttlSeconds: number; now: () => number }) {}

  /** How many captchas are open. */
  get size(): number {
    return this.captchas.size;
  }

  /** Opens a captcha whose answer is `code` for `client`; answers its new id. */
  open(code: string, client: string): string {
    this.dropExpired();
    const id = randomBytes(16).toString('base64url');
    this.captchas.set(id, { code, client, expiresAt: this.options.now() + this.options.ttlSeconds * 1000 });
    this.holdings.add(client, id);
    while (this.captchas.size > this.options.capacity) {
      const largest = this.holdings.largest();
      if (!largest) break;
      this.delete(largest.id);
    }
    return id;
  }

  /** Whether `id` is open and unexpired. */
  has(id: string): boolean {
    const captcha = this.captchas.get(id);
    return captcha !== undefined && captcha.expiresAt > this.options.now();
  }

  /** Gives the open captcha `id` a new answer; false when it is unknown or expired. */
  redraw(id: string, code: string): boolean {
    const captcha = this.captchas.get(id);
    if (!captcha || captcha.expiresAt <= this.options.now()) return false;
    captcha.code = code;
    return true;
  }

  /** The answer of `id`, only for drawing its image; undefined when unknown or expired. */
  codeOf(id: string): string | undefined {
    return this.has(id) ? this.captchas.get(id)!.code : undefined;
  }

  /**
   * Uses the captcha `id` up and tells whether `answer` was right (case-insensitive). Synchronous,
   * so of several requests racing on one id exactly one can pass.
   */
  consume(id: string, answer: string): boolean {
    const captcha = this.captchas.get(id);
    this.delete(id);
    if (!captcha || captcha.expiresAt <= this.options.now()) return false;
    return captcha.code.toLowerCase() === answer.toLowerCase();
  }

  private dropExpired(): void {
    // Ids are kept in the order they were opened and all live equally long: the expired come first.
    const now = this.options.now();
    for (const [id, captcha] of this.captchas) {
      if (captcha.expiresAt > now) break;
      this.delete(id);
    }
  }

  private delete(id: string): void {
    const captcha = this.captchas.get(id);
    if (!captcha) return;
    this.captchas.delete(id);
    this.holdings.remove(captcha.client, id);
  }
}
