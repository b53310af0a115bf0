import { manualClock } from '../test-support';
import { BoundedMap, FailureLimiter, RateLimiter, reserveAll } from './limits';

describe('BoundedMap', () => {
  it('forgets the oldest keys past its capacity', () => {
    const map = new BoundedMap<number, number>(3);
    for (let i = 0; i < 10; i += 1) map.set(i, i);
    expect([...map.keys()]).toEqual([7, 8, 9]);
    map.set(8, 80);
    expect(map.size).toBe(3);
  });
});

describe('FailureLimiter', () => {
  it('locks a key after max failures within the window, for lockSeconds', () => {
    const clock = manualClock();
    const limiter = new FailureLimiter({ max: 3, lockSeconds: 10, now: clock.now });
    limiter.fail('a');
    limiter.fail('a');
    expect(limiter.retryAfter('a')).toBeNull();
    limiter.fail('a');
    expect(limiter.retryAfter('a')).toBe(10);
    expect(limiter.retryAfter('b')).toBeNull();
    clock.advance(9_500);
    expect(limiter.retryAfter('a')).toBe(1);
    clock.advance(500);
    expect(limiter.retryAfter('a')).toBeNull();
  });

  it('starts counting again after the window or a reset', () => {
    const clock = manualClock();
    const limiter = new FailureLimiter({ max: 2, lockSeconds: 10, now: clock.now });
    limiter.fail('a');
    clock.advance(10_000);
    limiter.fail('a');
    expect(limiter.retryAfter('a')).toBeNull();
    limiter.reset('a');
    limiter.fail('a');
    expect(limiter.retryAfter('a')).toBeNull();
  });
});

describe('FailureLimiter bound', () => {
  it('never forgets a kept key (a real account) however many other keys fail', () => {
    const clock = manualClock();
    const limiter = new FailureLimiter({
      max: 3,
      lockSeconds: 10,
      now: clock.now,
      capacity: 10,
      keeps: (key) => key === 'staff',
    });
    limiter.fail('staff');
    for (let i = 0; i < 3; i += 1) limiter.fail('locked');
    for (let i = 0; i < 100; i += 1) limiter.fail(`made-up-${i}`);
    limiter.fail('staff');
    expect(limiter.retryAfter('staff')).toBeNull();
    limiter.fail('staff');
    expect(limiter.retryAfter('staff')).toBe(10);
    for (let i = 100; i < 200; i += 1) limiter.fail(`made-up-${i}`);
    expect(limiter.retryAfter('staff')).toBe(10);
  });

  it('keeps a lock of any key through a flood of keys that only count, and stays within its bound', () => {
    const clock = manualClock();
    const limiter = new FailureLimiter({ max: 3, lockSeconds: 10, now: clock.now, capacity: 10 });
    for (let i = 0; i < 3; i += 1) limiter.fail('unknown-name');
    for (let i = 0; i < 1000; i += 1) limiter.fail(`made-up-${i}`);
    expect(limiter.retryAfter('unknown-name')).toBe(10);
    expect(limiter.size).toBeLessThanOrEqual(20);
    // Only more locks than the bound push the oldest lock out.
    for (let i = 0; i < 10; i += 1) for (let j = 0; j < 3; j += 1) limiter.fail(`locked-${i}`);
    expect(limiter.retryAfter('unknown-name')).toBeNull();
    expect(limiter.size).toBeLessThanOrEqual(20);
  });
});

describe('FailureLimiter reservations', () => {
  it('lets no more attempts hold a place than failures are left, and counts only the ones that fail', () => {
    const clock = manualClock();
    const limiter = new FailureLimiter({ max: 3, lockSeconds: 10, now: clock.now });
    limiter.fail('a');
    expect([limiter.reserve('a'), limiter.reserve('a'), limiter.reserve('a')]).toEqual([null, null, 1]);
    expect(limiter.retryAfter('a')).toBe(1);
    limiter.release('a', false);
    expect(limiter.retryAfter('a')).toBeNull();
    limiter.release('a', true);
    expect(limiter.retryAfter('a')).toBeNull();
    expect(limiter.reserve('a')).toBeNull();
    limiter.release('a', true);
    expect(limiter.retryAfter('a')).toBe(10);
  });

  it('carries attempts in flight into a new window, and keeps a lock past the end of its window', () => {
    const clock = manualClock();
    const limiter = new FailureLimiter({ max: 2, lockSeconds: 10, now: clock.now });
    expect(limiter.reserve('a')).toBeNull();
    clock.advance(11_000);
    limiter.fail('a');
    expect(limiter.retryAfter('a')).toBe(1);
    limiter.release('a', false);
    expect(limiter.retryAfter('a')).toBeNull();
    clock.advance(8_000);
    limiter.fail('a');
    clock.advance(6_000);
    expect(limiter.retryAfter('a')).toBe(4);
  });
});

describe('reserveAll', () => {
  it('holds a place under every limiter or under none, and ends the attempt under all of them', () => {
    const clock = manualClock();
    const client = new FailureLimiter({ max: 5, lockSeconds: 10, now: clock.now });
    const account = new FailureLimiter({ max: 1, lockSeconds: 10, now: clock.now });
    const first = reserveAll([
      [client, 'c'],
      [account, 'x'],
    ]);
    expect(first).toEqual({ end: expect.any(Function) });
    expect(
      reserveAll([
        [client, 'c'],
        [account, 'x'],
      ]),
    ).toEqual({ retryAfter: 1 });
    // The refused attempt gave its client place back: four are left beside the one in flight.
    for (let i = 0; i < 4; i += 1) expect(client.reserve('c')).toBeNull();
    expect(client.reserve('c')).toBe(1);
    if ('end' in first) first.end(true);
    expect(account.retryAfter('x')).toBe(10);
    expect(client.retryAfter('c')).toBe(1);
  });
});

describe('RateLimiter', () => {
  it('allows a burst, then one call per refill', () => {
    const clock = manualClock();
    const limiter = new RateLimiter({ burst: 2, perSecond: 0.5, now: clock.now });
    expect(limiter.take('a')).toBeNull();
    expect(limiter.take('a')).toBeNull();
    expect(limiter.take('a')).toBe(2);
    expect(limiter.take('b')).toBeNull();
    clock.advance(2000);
    expect(limiter.take('a')).toBeNull();
    expect(limiter.take('a')).toBe(2);
  });
});
