import { readFileSync } from 'node:fs';
import { stripIconFontGlyphs } from './strip-icon-font-glyphs';

const BLUEPRINT_CSS = readFileSync(require.resolve('@blueprintjs/core/lib/css/blueprint.css'), 'utf8');

/** The CSS rules of `css` (selector and body), in order. */
function rules(css: string): string[] {
  return css.match(/[^{}]+\{[^{}]*\}/g)?.map((rule) => rule.trim()) ?? [];
}

describe('stripIconFontGlyphs', () => {
  it("drops every icon-font glyph rule of Blueprint's stylesheet and keeps every other rule in order", () => {
    const stripped = stripIconFontGlyphs(BLUEPRINT_CSS);
    const isGlyph = (rule: string) => /^\.bp6-icon-[a-z0-9-]+::before\{\s*content:"\\f[0-9a-f]+";\s*\}$/.test(rule);
    const glyphs = rules(BLUEPRINT_CSS).filter(isGlyph);
    expect(glyphs.length).toBeGreaterThan(1000);
    expect(rules(stripped)).toEqual(rules(BLUEPRINT_CSS).filter((rule) => !isGlyph(rule)));
  });

  it('keeps the glyph rules Blueprint writes for its own components', () => {
    const stripped = stripIconFontGlyphs(BLUEPRINT_CSS);
    expect(stripped).toContain('.bp6-tree-node-caret.bp6-icon-standard::before{');
  });

  it('is safe only because the stylesheet declares no icon font; with one, it changes nothing', () => {
    expect(BLUEPRINT_CSS).not.toMatch(/@font-face\s*\{[^}]*blueprint-icons/);
    const withFont = `@font-face{ font-family:"blueprint-icons-16"; src:url(x.woff2); }\n${BLUEPRINT_CSS}`;
    expect(stripIconFontGlyphs(withFont)).toBe(withFont);
  });
});
