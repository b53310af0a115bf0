import { randomBytes } from 'node:crypto';
import { BoundedMap } from '../../lib/limits';

interface Captcha {
  code: string;
  expiresAt: number;
}

/**
 * The open captchas: at most `capacity` (the oldest go first, so a flood of new ids cannot grow
 * memory), each for `ttlSeconds`, each usable once.
 */
export class CaptchaStore {
  private readonly captchas: BoundedMap<string, Captcha>;

  constructor(private readonly options: { capacity: number; ttlSeconds: number; now: () => number }) {
    this.captchas = new BoundedMap(options.capacity);
  }

  /** How many captchas are open. */
  get size(): number {
    return this.captchas.size;
  }

  /** Opens a captcha whose answer is `code`; answers its new id. */
  open(code: string): string {
    this.dropExpired();
    const id = randomBytes(16).toString('base64url');
    this.captchas.set(id, { code, expiresAt: this.options.now() + this.options.ttlSeconds * 1000 });
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
    this.captchas.delete(id);
    if (!captcha || captcha.expiresAt <= this.options.now()) return false;
    return captcha.code.toLowerCase() === answer.toLowerCase();
  }

  private dropExpired(): void {
    // Ids are kept in the order they were opened and all live equally long: the expired come first.
    const now = this.options.now();
    for (const [id, captcha] of this.captchas) {
      if (captcha.expiresAt > now) break;
      this.captchas.delete(id);
    }
  }
}
