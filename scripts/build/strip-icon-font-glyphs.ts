/**
 * Blueprint's stylesheet without its icon-font glyphs. `blueprint.css` maps every icon class to a
 * glyph of the `blueprint-icons-16` font (`.bp6-icon-add::before { content: "\f109" }`, 1 412
 * rules, 6 KB gzip on the login page), the fallback Blueprint's `Icon` shows while an SVG icon
 * loads. The app never loads that font (no `@font-face` declares it), so the glyphs can only draw
 * as private-use characters of another font: the rules are dropped at build time.
 */
import type { RsbuildPlugin } from '@rsbuild/core';

/** The stylesheet rewritten: Blueprint core's, which `main.tsx` imports. */
export const BLUEPRINT_CSS = /@blueprintjs[\\/]core[\\/]lib[\\/]css[\\/]blueprint\.css$/;

/** One glyph rule as Blueprint's build writes it, nothing else in the block. */
const GLYPH_RULE = /^\.bp6-icon-[a-z0-9-]+::before\{\n {2}content:"\\f[0-9a-f]{3,4}";\n\}\n/gm;

/**
 * `css` without the icon-font glyph rules; unchanged when it declares an icon font itself
 * (a Blueprint that ships the font with its styles makes the glyphs drawable).
 */
export function stripIconFontGlyphs(css: string): string {
  if (/@font-face\s*\{[^}]*blueprint-icons/.test(css)) return css;
  return css.replace(GLYPH_RULE, '');
}

/** The rsbuild plugin applying `stripIconFontGlyphs` to Blueprint's stylesheet. */
export const pluginStripIconFontGlyphs: RsbuildPlugin = {
  name: 'strip-icon-font-glyphs',
  setup(api) {
    api.transform({ test: BLUEPRINT_CSS }, ({ code }) => stripIconFontGlyphs(code));
  },
};
