/**
 * The shown-name rule of the contract (`openapi.yaml`, every shown name's `pattern`, generated into
 * `contract/patterns/forms.ts`) and what it implies: when a name shows nothing, and what two names are
 * compared by. It lives outside `web/`, `mock-server/` and `tests/` so that none imports another.
 */

/**
 * Code points that show nothing, as a character-class body: format characters (Cf: zero-width
 * spaces and joiners, bidi controls, U+180E, tag characters), the combining grapheme joiner,
 * Hangul fillers, Khmer inherent vowels, Mongolian variation selectors, the braille blank and
 * the variation selectors (U+E0000 to U+E0FFF holds the tags and the supplementary selectors).
 * Explicit ranges beside `\p{Cf}`: every validator of the contract's ECMA-262 dialect reads them.
 */
const INVISIBLE = String.raw`\p{Cf}\u034F\u115F\u1160\u17B4\u17B5\u180B-\u180F\u2800\u3164\uFE00-\uFE0F\uFFA0\u{E0000}-\u{E0FFF}`;

/** A shown name: no control characters or lone surrogates, and not blank (the contract's pattern). */
export { SHOWN_NAME_PATTERN } from './contract/patterns/forms';

// eslint-disable-next-line no-misleading-character-class -- the combining marks it lists are what the class is for
const INVISIBLES = new RegExp(`[${INVISIBLE}]`, 'gu');
// eslint-disable-next-line no-misleading-character-class -- the combining marks it lists are what the class is for
const VISIBLE = new RegExp(String.raw`[^\s${INVISIBLE}]`, 'u');

/** Whether `name` shows nothing: it is empty once whitespace and invisible code points are left out. */
export const isBlankName = (name: string): boolean => !VISIBLE.test(name);

/**
 * What a name is compared by: without its invisible code points, NFKC-normalised and trimmed, so
 * `管理员\u200b` and `管理员` (or full-width `ＡＢＣ` and `ABC`) are one name. Case is the caller's
 * rule to fold.
 */
export const nameKey = (name: string): string => name.replace(INVISIBLES, '').normalize('NFKC').trim();
