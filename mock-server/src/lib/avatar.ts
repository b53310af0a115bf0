const PALETTE = ['#2d72d2', '#238551', '#c87619', '#cd4246', '#7961db', '#147eb3', '#d33d17', '#00a396'];

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** One or two letters standing for a name: the first character of CJK names, else initials. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const first = Array.from(words[0]!)[0]!;
  if (/\p{Script=Han}/u.test(first) || words.length === 1) return first.toUpperCase();
  return (first + Array.from(words[words.length - 1]!)[0]!).toUpperCase();
}

/** An SVG avatar with the initials of `name` as a data URL, so nothing shown comes from elsewhere. */
export function avatarDataUrl(name: string, seed: string): string {
  let hash = 0;
  for (const char of seed) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  const color = PALETTE[hash % PALETTE.length]!;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">` +
    `<rect width="64" height="64" rx="32" fill="${color}"/>` +
    `<text x="32" y="32" dy=".35em" text-anchor="middle" font-family="sans-serif" font-size="26" fill="#fff">` +
    `${escapeXml(initials(name))}</text></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
