/** The count-up demo: the animated number, its hook and the easings it offers. */
export { CountToDemo } from './count-to-demo';
export { CountTo, type CountToProps } from './count-to';
export { type Easing, type EasingName, easings, isEasingName } from './easing';
export { type CountToControls, type CountToOptions, type CountToStatus, useCountTo } from './use-count-to';
