/**
 * How long {@link afterNextPaint} waits for a paint before it runs anyway: a hidden tab paints
 * nothing, and the work must not wait for the tab to be shown.
 */
export const NO_PAINT_FALLBACK_MS = 100;

const FIRST_CONTENTFUL_PAINT = 'first-contentful-paint';

/** Whether the browser reports its paints (`paint` performance entries). */
const reportsPaints = () =>
  typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes.includes('paint');

/**
 * Runs `callback` once, right after what the page has rendered is on screen: when the page has
 * not painted any content yet, once the browser reports its first contentful paint (reported once
 * the frame is presented, a few ms after its paint task); otherwise in a task after the next
 * frame (one queued from that frame's `requestAnimationFrame` runs after its paint). Runs it after
 * {@link NO_PAINT_FALLBACK_MS} when neither comes. Answers a cancel.
 */
export function afterNextPaint(callback: () => void): () => void {
  let done = false;
  let frame: number | undefined;
  let afterFrame: ReturnType<typeof setTimeout> | undefined;
  let observer: PerformanceObserver | undefined;
  const cancel = () => {
    done = true;
    if (frame !== undefined) cancelAnimationFrame(frame);
    clearTimeout(afterFrame);
    clearTimeout(fallback);
    observer?.disconnect();
  };
  const run = () => {
    if (done) return;
    cancel();
    callback();
  };
  const fallback = setTimeout(run, NO_PAINT_FALLBACK_MS);
  if (reportsPaints() && performance.getEntriesByName(FIRST_CONTENTFUL_PAINT).length === 0) {
    observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName(FIRST_CONTENTFUL_PAINT).length > 0) run();
    });
    observer.observe({ type: 'paint' });
  } else {
    frame = requestAnimationFrame(() => {
      afterFrame = setTimeout(run, 0);
    });
  }
  return cancel;
}
