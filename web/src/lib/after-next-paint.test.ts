import { NO_PAINT_FALLBACK_MS, afterNextPaint } from './after-next-paint';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

/** Jest's fake frames come every 16 ms; the task after one runs a tick later. */
const FRAME_MS = 16;

describe('afterNextPaint, after the page has painted before (or where paints are not reported)', () => {
  it('runs the callback in a task after the next frame, not before', () => {
    const callback = jest.fn();
    afterNextPaint(callback);
    expect(callback).not.toHaveBeenCalled();
    jest.advanceTimersByTime(FRAME_MS - 1);
    expect(callback).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(callback).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('runs it once, though the fallback timer fires later too', () => {
    const callback = jest.fn();
    afterNextPaint(callback);
    jest.advanceTimersByTime(NO_PAINT_FALLBACK_MS * 2);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('runs it after the fallback delay when no frame is drawn (a hidden tab)', () => {
    const frames = jest.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 1);
    const callback = jest.fn();
    afterNextPaint(callback);
    jest.advanceTimersByTime(NO_PAINT_FALLBACK_MS - 1);
    expect(callback).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledTimes(1);
    frames.mockRestore();
  });

  it('never runs it once cancelled', () => {
    const callback = jest.fn();
    const cancel = afterNextPaint(callback);
    cancel();
    jest.advanceTimersByTime(NO_PAINT_FALLBACK_MS * 2);
    expect(callback).not.toHaveBeenCalled();
  });
});

describe('afterNextPaint, before the page has painted any content', () => {
  type PaintObserverCallback = (entries: { getEntriesByName: (name: string) => unknown[] }) => void;
  let report: PaintObserverCallback | undefined;
  const disconnect = jest.fn();
  const paint = (name: string) => report?.({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) });

  beforeEach(() => {
    report = undefined;
    class FakePaintObserver {
      static supportedEntryTypes = ['paint'];
      constructor(callback: PaintObserverCallback) {
        report = callback;
      }
      observe = jest.fn();
      disconnect = disconnect;
    }
    Object.defineProperty(window, 'PerformanceObserver', { value: FakePaintObserver, configurable: true });
    // No paint yet (the fake timers' performance has no entries at all).
    Object.defineProperty(performance, 'getEntriesByName', { value: () => [], configurable: true });
  });
  afterEach(() => {
    Reflect.deleteProperty(window, 'PerformanceObserver');
    Reflect.deleteProperty(performance, 'getEntriesByName');
  });

  it('waits for the first contentful paint to be reported, not the next frame nor a first paint without content', () => {
    const callback = jest.fn();
    afterNextPaint(callback);
    jest.advanceTimersByTime(FRAME_MS * 2);
    paint('first-paint');
    expect(callback).not.toHaveBeenCalled();
    paint('first-contentful-paint');
    expect(callback).toHaveBeenCalledTimes(1);
    expect(disconnect).toHaveBeenCalled();
    jest.advanceTimersByTime(NO_PAINT_FALLBACK_MS * 2);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('runs it after the fallback delay when no paint is reported', () => {
    const callback = jest.fn();
    afterNextPaint(callback);
    jest.advanceTimersByTime(NO_PAINT_FALLBACK_MS);
    expect(callback).toHaveBeenCalledTimes(1);
  });
});
