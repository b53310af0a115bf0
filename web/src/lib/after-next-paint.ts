/**
 * How long {@link afterNextPaint} waits for a frame before it runs anyway: a hidden tab draws no
 * frames, and the work must not wait for the tab to be shown.
 */
export const NO_FRAME_FALLBACK_MS = 100;

/**
 * Runs `callback` once, right after the browser has painted its next frame (a task queued from
 * that frame's `requestAnimationFrame` runs after its paint), or after {@link NO_FRAME_FALLBACK_MS}
 * when no frame comes. Answers a cancel.
 */
export function afterNextPaint(callback: () => void): () => void {
  let done = false;
  let afterFrame: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    if (done) return;
    cancel();
    callback();
  };
  const frame = requestAnimationFrame(() => {
    afterFrame = setTimeout(run, 0);
  });
  const fallback = setTimeout(run, NO_FRAME_FALLBACK_MS);
  function cancel() {
    done = true;
    cancelAnimationFrame(frame);
    clearTimeout(afterFrame);
    clearTimeout(fallback);
  }
  return cancel;
}
