import { easings, isEasingName, valueAt } from './easing';

describe('easings', () => {
  it.each(Object.entries(easings))('%s starts at 0, ends at 1 and never leaves [0, 1]', (_name, easing) => {
    expect(easing(0)).toBeCloseTo(0, 10);
    expect(easing(1)).toBe(1);
    for (let i = 0; i <= 100; i += 1) {
      const eased = easing(i / 100);
      expect(eased).toBeGreaterThanOrEqual(0);
      expect(eased).toBeLessThanOrEqual(1);
    }
  });

  it('easeOutExpo is ahead of linear in the middle (fast start)', () => {
    expect(easings.easeOutExpo(0.5)).toBeGreaterThan(easings.linear(0.5));
  });

  it('recognises only the offered names', () => {
    expect(isEasingName('easeOutExpo')).toBe(true);
    expect(isEasingName('toString')).toBe(false);
    expect(isEasingName('bounce')).toBe(false);
  });
});

describe('valueAt', () => {
  it('interpolates linearly with the linear easing', () => {
    expect(valueAt(250, 0, 100, 1000, easings.linear)).toBe(25);
    expect(valueAt(500, 100, 0, 1000, easings.linear)).toBe(50);
  });

  it('lands exactly on the end value once the duration has passed', () => {
    expect(valueAt(1000, 0, 2026.5, 1000, easings.easeOutExpo)).toBe(2026.5);
    expect(valueAt(5000, 0, 7, 1000, easings.easeOutCubic)).toBe(7);
  });

  it('stays at the start before the animation begins', () => {
    expect(valueAt(-50, 10, 20, 1000, easings.linear)).toBe(10);
  });

  it('jumps to the end for a duration of zero or less', () => {
    expect(valueAt(0, 0, 42, 0, easings.linear)).toBe(42);
    expect(valueAt(0, 0, 42, -3, easings.linear)).toBe(42);
  });
});
