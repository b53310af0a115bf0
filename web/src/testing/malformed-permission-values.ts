/**
 * Values that are neither one permission string nor a non-empty list of them: the function form
 * logs and denies each, the component form throws, so both suites run the same table.
 */
export const MALFORMED_PERMISSION_VALUES: readonly (readonly [string, unknown])[] = [
  ['undefined', undefined],
  ['null', null],
  ['a number', 42],
  ['an object', { permission: 'module.add' }],
  ['an empty array', []],
  ['an array with a non-string', ['module.add', null]],
];
