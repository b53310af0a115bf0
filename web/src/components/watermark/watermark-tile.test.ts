import { TILE_COLORS, tileBackground, tileLines, tileSvg } from './watermark-tile';

describe('the watermark tile', () => {
  it("writes the user's name and the date as each language writes a day", () => {
    const day = new Date(2026, 10, 9, 15, 30);
    expect(tileLines('李明 staff', day, 'zh-CN')).toEqual(['李明 staff', '2026/11/09']);
    expect(tileLines('Li Ming staff', day, 'en-US')).toEqual(['Li Ming staff', '11/09/2026']);
  });

  it('draws each line as text in the colour of the theme', () => {
    const svg = tileSvg(['李明 staff', '2026/11/09'], 'dark');
    expect(svg.match(/<text [^>]*>([^<]*)<\/text>/g)).toEqual([
      expect.stringContaining('>李明 staff<'),
      expect.stringContaining('>2026/11/09<'),
    ]);
    expect(svg).toContain(`fill="${TILE_COLORS.dark}"`);
    expect(tileSvg(['x'], 'light')).toContain(`fill="${TILE_COLORS.light}"`);
    expect(TILE_COLORS.light).not.toBe(TILE_COLORS.dark);
  });

  it('keeps a name that looks like markup as text', () => {
    const svg = tileSvg(['<image href="x"/> & "Bob\'s"'], 'light');
    const parsed = new DOMParser().parseFromString(svg, 'image/svg+xml');
    expect(parsed.querySelector('parsererror')).toBeNull();
    expect(parsed.querySelector('image')).toBeNull();
    expect(parsed.querySelector('text')?.textContent).toBe('<image href="x"/> & "Bob\'s"');
  });

  it('makes a CSS image of the SVG whose quotes cannot end the url()', () => {
    const background = tileBackground(['"); color: red'], 'light');
    expect(background).toMatch(/^url\("data:image\/svg\+xml;charset=utf-8,[^"'()\s]*"\)$/);
    expect(decodeURIComponent(background.slice('url("data:image/svg+xml;charset=utf-8,'.length, -2))).toBe(
      tileSvg(['"); color: red'], 'light'),
    );
  });
});
