import { throttle } from './throttle';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('throttle', () => {
  it('runs the first call at once and the last call of the wait when it ends', () => {
    const fn = jest.fn();
    const throttled = throttle(fn, 100);
    throttled(1);
    throttled(2);
    throttled(3);
    expect(fn.mock.calls).toEqual([[1]]);
    jest.advanceTimersByTime(100);
    expect(fn.mock.calls).toEqual([[1], [3]]);
    jest.advanceTimersByTime(100);
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('keeps at most one call per delay under a steady stream', () => {
    const fn = jest.fn();
    const throttled = throttle(fn, 100);
    for (let t = 0; t < 1000; t += 10) {
      throttled(t);
      jest.advanceTimersByTime(10);
    }
    expect(fn.mock.calls.length).toBeLessThanOrEqual(11);
    expect(fn.mock.calls.length).toBeGreaterThanOrEqual(10);
  });

  it('runs again at once after a quiet wait', () => {
    const fn = jest.fn();
    const throttled = throttle(fn, 100);
    throttled('a');
    jest.advanceTimersByTime(150);
    throttled('b');
    expect(fn.mock.calls).toEqual([['a'], ['b']]);
  });

  it('drops the trailing call on cancel', () => {
    const fn = jest.fn();
    const throttled = throttle(fn, 100);
    throttled(1);
    throttled(2);
    throttled.cancel();
    jest.advanceTimersByTime(300);
    expect(fn.mock.calls).toEqual([[1]]);
  });

  it('refuses a negative delay', () => {
    expect(() => throttle(jest.fn(), -5)).toThrow(
      'throttle: delay must be a finite number of milliseconds >= 0, got -5',
    );
  });
});
