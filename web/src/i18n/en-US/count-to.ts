import type { CatalogueOf } from '@/i18n/catalogue';
import type { countTo as zhCNCountTo } from '@/i18n/zh-CN/count-to';

/** en-US catalogue section `countTo`: texts of the count-to demo page. */
export const countTo: CatalogueOf<typeof zhCNCountTo> = {
  title: 'Count to',
  description:
    'Animates a number smoothly from a start value to an end value; change the settings and click “Start” to see it.',
  start: 'Start',
  pause: 'Pause',
  resume: 'Resume',
  reset: 'Reset',
  startValue: 'Start value',
  endValue: 'End value',
  duration: 'Duration (ms)',
  decimals: 'Decimal places',
  separator: 'Thousands separator',
  prefix: 'Prefix',
  suffix: 'Suffix',
  easing: 'Easing',
  easingNames: {
    linear: 'Linear',
    easeOutCubic: 'Cubic ease-out',
    easeOutExpo: 'Exponential ease-out',
    easeInOutQuad: 'Quadratic ease-in-out',
  },
  status: {
    idle: 'Not started',
    running: 'Running',
    paused: 'Paused',
    done: 'Done',
  },
};
