import { NO_FRAME_FALLBACK_MS, afterNextPaint } from './after-next-paint';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

/** Jest's fake frames come every 16 ms; the task after one runs a tick later. */
const FRAME_MS = 16;

describe('afterNextPaint', () => {
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
    jest.advanceTimersByTime(NO_FRAME_FALLBACK_MS * 2);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('runs it after the fallback delay when no frame is drawn (a hidden tab)', () => {
    const frames = jest.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 1);
    const callback = jest.fn();
    afterNextPaint(callback);
    jest.advanceTimersByTime(NO_FRAME_FALLBACK_MS - 1);
    expect(callback).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledTimes(1);
    frames.mockRestore();
  });

  it('never runs it once cancelled', () => {
    const callback = jest.fn();
    const cancel = afterNextPaint(callback);
    cancel();
    jest.advanceTimersByTime(NO_FRAME_FALLBACK_MS * 2);
    expect(callback).not.toHaveBeenCalled();
  });
});
