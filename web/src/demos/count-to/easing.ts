/** An easing maps linear progress in [0, 1] to eased progress (0 at 0, 1 at 1). */
export type Easing = (progress: number) => number;

/** The easings the count-to animation offers, by name. */
export const easings = {
  linear: (t: number) => t,
  easeOutCubic: (t: number) => 1 - (1 - t) ** 3,
  // The classic count-up curve: fast start, long gentle landing.
  easeOutExpo: (t: number) => (t >= 1 ? 1 : 1 - 2 ** (-10 * t)),
  easeInOutQuad: (t: number) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2),
} satisfies Record<string, Easing>;

/** The name of one of {@link easings}. */
export type EasingName = keyof typeof easings;

/** Whether `name` is one of the offered easings (for values read from a select). */
export function isEasingName(name: string): name is EasingName {
  return Object.hasOwn(easings, name);
}

/**
 * The animated value `elapsed` ms into an animation from `start` to `end` lasting `duration` ms.
 * Progress is clamped, so the value never overshoots `end` however late the frame comes; a
 * zero or negative duration jumps straight to `end`.
 */
export function valueAt(elapsed: number, start: number, end: number, duration: number, easing: Easing): number {
  if (duration <= 0) return end;
  const progress = Math.min(Math.max(elapsed / duration, 0), 1);
  if (progress === 1) return end;
  return start + (end - start) * easing(progress);
}
