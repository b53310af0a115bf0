/**
 * Names that show nothing, one of each kind the shown-name rule leaves out: zero-width spaces, a
 * braille blank, a bidi override, Hangul fillers, a combining joiner with selectors, tag
 * characters, a word joiner between spaces. For the tests of every side that applies the rule.
 */
export const BLANK_NAMES = [
  '\u200b\u200b',
  '\u2800',
  '\u202e',
  '\u3164',
  '\u115f\u1160\uffa0',
  '\u034f\ufe0f\u180e',
  '\u{e0041}\u{e007f}',
  ' \u2060 ',
] as const;
