import { checkDelay } from './check-delay';

/** A function whose pending call can be cancelled. */
export type Cancellable<Args extends unknown[]> = ((...args: Args) => void) & {
  /** Drops the pending call, if any. */
  cancel(): void;
};

/**
 * Calls `fn` once `delayMs` have passed without another call, with the last call's arguments.
 * @throws RangeError when `delayMs` is not a finite number >= 0
 */
export function debounce<Args extends unknown[]>(fn: (...args: Args) => void, delayMs: number): Cancellable<Args> {
  checkDelay('debounce', delayMs);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const debounced = (...args: Args): void => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      fn(...args);
    }, delayMs);
  };
  debounced.cancel = (): void => {
    clearTimeout(timer);
    timer = undefined;
  };
  return debounced;
}
