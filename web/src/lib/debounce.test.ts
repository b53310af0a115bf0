import { debounce } from './debounce';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('debounce', () => {
  it('calls once, with the last arguments, after the delay has passed quietly', () => {
    const fn = jest.fn();
    const debounced = debounce(fn, 100);
    debounced(1);
    jest.advanceTimersByTime(60);
    debounced(2);
    jest.advanceTimersByTime(99);
    expect(fn).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenCalledWith(2);
  });

  it('drops the pending call on cancel', () => {
    const fn = jest.fn();
    const debounced = debounce(fn, 100);
    debounced('x');
    debounced.cancel();
    jest.advanceTimersByTime(200);
    expect(fn).not.toHaveBeenCalled();
  });

  it.each([-1, Number.NaN, Infinity])('refuses the delay %p', (delay) => {
    expect(() => debounce(jest.fn(), delay)).toThrow(RangeError);
  });
});
