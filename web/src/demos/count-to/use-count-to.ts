import { useCallback, useEffect, useRef, useState } from 'react';
import { easings, valueAt, type EasingName } from './easing';

/** Where the animation stands. */
export type CountToStatus = 'idle' | 'running' | 'paused' | 'done';

/** What {@link useCountTo} animates. */
export interface CountToOptions {
  start: number;
  end: number;
  /** Milliseconds from start to end. */
  duration: number;
  /** @default 'easeOutExpo' */
  easing?: EasingName;
}

/** The animated value and its controls. */
export interface CountToControls {
  value: number;
  status: CountToStatus;
  /** Starts from the start value (restarts when already running). */
  start: () => void;
  pause: () => void;
  resume: () => void;
  /** Stops and shows the start value again. */
  reset: () => void;
}

/**
 * Animates a number with `requestAnimationFrame`. Elapsed time is kept across pauses, so resume
 * continues where pause stopped; changing the options resets to the new start value.
 */
export function useCountTo({ start, end, duration, easing = 'easeOutExpo' }: CountToOptions): CountToControls {
  const [value, setValue] = useState(start);
  const [status, setStatus] = useState<CountToStatus>('idle');
  const frame = useRef<number | null>(null);
  const elapsedBeforePause = useRef(0);

  const cancel = useCallback(() => {
    if (frame.current !== null) cancelAnimationFrame(frame.current);
    frame.current = null;
  }, []);

  const run = useCallback(() => {
    cancel();
    setStatus('running');
    let startedAt: number | null = null;
    const tick = (now: number) => {
      startedAt ??= now - elapsedBeforePause.current;
      const elapsed = now - startedAt;
      elapsedBeforePause.current = elapsed;
      setValue(valueAt(elapsed, start, end, duration, easings[easing]));
      if (elapsed >= duration) {
        frame.current = null;
        setStatus('done');
        return;
      }
      frame.current = requestAnimationFrame(tick);
    };
    frame.current = requestAnimationFrame(tick);
  }, [cancel, start, end, duration, easing]);

  const reset = useCallback(() => {
    cancel();
    elapsedBeforePause.current = 0;
    setValue(start);
    setStatus('idle');
  }, [cancel, start]);

  const startAnimation = useCallback(() => {
    elapsedBeforePause.current = 0;
    run();
  }, [run]);

  const pause = useCallback(() => {
    if (frame.current === null) return;
    cancel();
    setStatus('paused');
  }, [cancel]);

  const resume = useCallback(() => {
    if (status === 'paused') run();
  }, [run, status]);

  useEffect(() => reset, [reset]);

  return { value, status, start: startAnimation, pause, resume, reset };
}
