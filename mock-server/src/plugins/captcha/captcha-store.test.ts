import { manualClock } from '../../test-support';
import { CaptchaStore } from './captcha-store';

describe('CaptchaStore', () => {
  it('keeps at most its capacity under a flood of new captchas, dropping the oldest', () => {
    const store = new CaptchaStore({ capacity: 100, ttlSeconds: 300, now: Date.now });
    const first = store.open('aaaa', 'client');
    for (let i = 0; i < 10_000; i += 1) store.open('bbbb', 'client');
    expect(store.size).toBe(100);
    expect(store.has(first)).toBe(false);
  });

  it('never lets a flood from many clients push out a captcha of a client within its fair share', () => {
    const store = new CaptchaStore({ capacity: 100, ttlSeconds: 300, now: Date.now });
    const mine = [store.open('aaaa', 'user'), store.open('aaaa', 'user')];
    for (let round = 0; round < 1000; round += 1) for (let c = 0; c < 10; c += 1) store.open('bbbb', `flood-${c}`);
    expect(store.size).toBe(100);
    expect(mine.map((id) => store.has(id))).toEqual([true, true]);
  });

  it('takes the oldest captcha of the client holding the most when full, not the oldest of all', () => {
    const store = new CaptchaStore({ capacity: 4, ttlSeconds: 300, now: Date.now });
    const a = store.open('aaaa', 'a');
    const b = [store.open('bbbb', 'b'), store.open('bbbb', 'b'), store.open('bbbb', 'b')];
    const c = store.open('cccc', 'c');
    expect([a, ...b, c].map((id) => store.has(id))).toEqual([true, false, true, true, true]);
    expect(store.consume(b[1]!, 'bbbb')).toBe(true);
    const c2 = store.open('cccc', 'c');
    const c3 = store.open('cccc', 'c');
    expect([a, b[2]!, c, c2, c3].map((id) => store.has(id))).toEqual([true, true, false, true, true]);
  });

  it('drops expired captchas', () => {
    const clock = manualClock();
    const store = new CaptchaStore({ capacity: 100, ttlSeconds: 60, now: clock.now });
    const id = store.open('abcd', 'client');
    clock.advance(60_000);
    expect(store.has(id)).toBe(false);
    expect(store.consume(id, 'abcd')).toBe(false);
    store.open('efgh', 'client');
    expect(store.size).toBe(1);
  });

  it('is used once, right or wrong, and compared case-insensitively', () => {
    const store = new CaptchaStore({ capacity: 10, ttlSeconds: 60, now: Date.now });
    const right = store.open('AbCd', 'client');
    expect(store.consume(right, 'aBcD')).toBe(true);
    expect(store.consume(right, 'AbCd')).toBe(false);
    const wrong = store.open('AbCd', 'client');
    expect(store.consume(wrong, 'xxxx')).toBe(false);
    expect(store.consume(wrong, 'AbCd')).toBe(false);
  });

  it('redraws the answer of an open captcha only', () => {
    const store = new CaptchaStore({ capacity: 10, ttlSeconds: 60, now: Date.now });
    const id = store.open('aaaa', 'client');
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
