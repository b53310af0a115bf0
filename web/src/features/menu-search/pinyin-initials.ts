/**
 * Pinyin initials of Chinese text without a dictionary: the `zh-CN` collation (ICU's, in every
 * browser and in Node) orders Han characters by their pinyin, so a character's initial is the
 * letter of the last group whose first character sorts at or before it.
 */

/** The letters a pinyin syllable starts with (none starts with i, u or v). */
const LETTERS = 'abcdefghjklmnopqrstwxyz';
/**
 * The first character of each letter's group in the collation (吖 a, 丷 b, ..., 帀 z), read off
 * the sorted CJK block; `pinyin-initials.test.ts` checks them against the seeded titles.
 */
const FIRSTS = '吖丷嚓咑妸发旮哈丌咔垃呣拏喔妑七呥仨他屲夕丫帀';

const HAN = /\p{Script=Han}/u;

let collator: Intl.Collator | undefined;
// A title's characters repeat across a menu (管, 理, 系 ...): each is compared once.
const cache = new Map<string, string>();

function initialOf(char: string): string {
  if (!HAN.test(char)) return char.toLowerCase();
  const known = cache.get(char);
  if (known !== undefined) return known;
  collator ??= new Intl.Collator('zh-CN');
  // Binary search for the last group start at or before `char`.
  let low = 0;
  let high = FIRSTS.length - 1;
  let found = -1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    if (collator.compare(char, FIRSTS.charAt(mid)) >= 0) {
      found = mid;
      low = mid + 1;
    } else high = mid - 1;
  }
  const initial = found < 0 ? char : LETTERS.charAt(found);
  cache.set(char, initial);
  return initial;
}

/**
 * The pinyin initials of `text`'s Han characters, other letters and digits lowercased as they
 * are, spaces and punctuation dropped: `用户管理` → `yhgl`, `OpenLayers 地图` → `openlayersdt`.
 */
export function pinyinInitials(text: string): string {
  let initials = '';
  for (const char of text) {
    if (/[\p{L}\p{N}]/u.test(char)) initials += initialOf(char);
  }
  return initials;
}
