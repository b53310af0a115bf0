/** One tile's size in CSS pixels: room for a long name turned on the diagonal, and sparse enough to read the page through. */
export const TILE_WIDTH = 320;
export const TILE_HEIGHT = 200;

/** The tile's text colour per theme: faint grey on light pages, faint white on dark ones. */
export const TILE_COLORS = { light: 'rgba(16, 22, 26, 0.1)', dark: 'rgba(255, 255, 255, 0.09)' } as const;

/** The theme a tile is drawn for. */
export type TileTheme = keyof typeof TILE_COLORS;

const XML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

// A user's name is theirs to choose: as text of the SVG it must never become markup.
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char]!);

/** The SVG of one tile: `lines` centred, one under the other, turned up the diagonal. */
export function tileSvg(lines: readonly string[], theme: TileTheme): string {
  const lineHeight = 22;
  const top = TILE_HEIGHT / 2 - ((lines.length - 1) * lineHeight) / 2;
  const texts = lines
    .map((line, index) => `<text x="${TILE_WIDTH / 2}" y="${top + index * lineHeight}">${escapeXml(line)}</text>`)
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${TILE_WIDTH}" height="${TILE_HEIGHT}">` +
    `<g transform="rotate(-22 ${TILE_WIDTH / 2} ${TILE_HEIGHT / 2})" fill="${TILE_COLORS[theme]}" ` +
    "font-family=\"system-ui, -apple-system, 'Segoe UI', 'PingFang SC', 'Microsoft YaHei', sans-serif\" " +
    `font-size="15" text-anchor="middle" dominant-baseline="middle">${texts}</g></svg>`
  );
}

// `encodeURIComponent` leaves these as they are, and a CSS `url()` may read them as its own syntax.
const encodeForCss = (text: string) =>
  encodeURIComponent(text).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

/** The tile as a CSS `background-image` value (a data URL, which the app's `img-src` allows). */
export function tileBackground(lines: readonly string[], theme: TileTheme): string {
  return `url("data:image/svg+xml;charset=utf-8,${encodeForCss(tileSvg(lines, theme))}")`;
}

/** The watermark's lines: the user's name, then `date` as `locale` writes a day. */
export function tileLines(name: string, date: Date, locale: string): string[] {
  return [name, new Intl.DateTimeFormat(locale, { year: 'numeric', month: '2-digit', day: '2-digit' }).format(date)];
}
