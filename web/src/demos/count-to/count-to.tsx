import { formatNumber, type NumberFormat } from './format-number';

/** Props of {@link CountTo}. */
export interface CountToProps extends NumberFormat {
  /** The value to show, usually `useCountTo(...).value`. */
  value: number;
  /** Class of the wrapping element. */
  className?: string;
}

/**
 * Shows an animated number, formatted. The animation itself lives in `useCountTo` so one
 * animation can drive several displays, and the display can be tested without timers.
 */
export function CountTo({ value, className, ...format }: CountToProps) {
  return (
    <span className={className} role="status" aria-live="off">
      {formatNumber(value, format)}
    </span>
  );
}
