import { manualClock } from '../test-support';
import { BoundedMap, FailureLimiter, RateLimiter } from './limits';

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
