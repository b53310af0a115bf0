import { manualClock } from '../../test-support';
import { CaptchaStore } from './captcha-store';

describe('CaptchaStore', () => {
  it('keeps at most its capacity under a flood of new captchas, dropping the oldest', () => {
    const store = new CaptchaStore({ capacity: 100, ttlSeconds: 300, now: Date.now });
    const first = store.open('aaaa');
    for (let i = 0; i < 10_000; i += 1) store.open('bbbb');
    expect(store.size).toBe(100);
    expect(store.has(first)).toBe(false);
  });

  it('drops expired captchas', () => {
    const clock = manualClock();
    const store = new CaptchaStore({ capacity: 100, ttlSeconds: 60, now: clock.now });
    const id = store.open('abcd');
    clock.advance(60_000);
    expect(store.has(id)).toBe(false);
    expect(store.consume(id, 'abcd')).toBe(false);
    store.open('efgh');
    expect(store.size).toBe(1);
  });

  it('is used once, right or wrong, and compared case-insensitively', () => {
    const store = new CaptchaStore({ capacity: 10, ttlSeconds: 60, now: Date.now });
    const right = store.open('AbCd');
    expect(store.consume(right, 'aBcD')).toBe(true);
    expect(store.consume(right, 'AbCd')).toBe(false);
    const wrong = store.open('AbCd');
    expect(store.consume(wrong, 'xxxx')).toBe(false);
    expect(store.consume(wrong, 'AbCd')).toBe(false);
  });

  it('redraws the answer of an open captcha only', () => {
    const store = new CaptchaStore({ capacity: 10, ttlSeconds: 60, now: Date.now });
    const id = store.open('aaaa');
    expect(store.redraw(id, 'bbbb')).toBe(true);
    expect(store.codeOf(id)).toBe('bbbb');
    expect(store.redraw('unknown', 'cccc')).toBe(false);
  });

  it.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty'])('knows nothing of %s', (id) => {
    const store = new CaptchaStore({ capacity: 10, ttlSeconds: 60, now: Date.now });
    expect(store.has(id)).toBe(false);
    expect(store.codeOf(id)).toBeUndefined();
    expect(store.consume(id, 'x')).toBe(false);
  });
});
