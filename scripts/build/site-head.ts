/**
 * What `index.html`'s head says about the site before any script runs: the description search
 * engines show (the catalogue's `site.description`) and the tab's icon. The icon is written into
 * the page as a `data:` URL: the logo (`web/src/components/brand-logo/`) fetches the same file as
 * a hashed, immutably cached asset, and a linked icon would be a second fetch of it in parallel
 * with the first (Chromium fetches the tab's icon apart from the page's images).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { HtmlBasicTag, RsbuildPlugin } from '@rsbuild/core';
import { messages } from '@/i18n';

/** The icon's source file, from the repository root. */
export const SITE_ICON_SOURCE = 'web/src/components/brand-logo/favicon.svg';

/** An SVG document as a `data:` URL, percent-encoded (shorter than base64 for SVG text). */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml,${encodeURIComponent(svg.trim())}`;
}

/** The head tags: the page's description and the tab's icon from the SVG text `iconSvg`. */
export function siteHeadTags(description: string, iconSvg: string): HtmlBasicTag[] {
  return [
    { tag: 'meta', attrs: { name: 'description', content: description } },
    { tag: 'link', attrs: { rel: 'icon', type: 'image/svg+xml', sizes: 'any', href: svgDataUrl(iconSvg) } },
  ];
}

/** The rsbuild plugin adding {@link siteHeadTags} to every page. */
export const pluginSiteHead: RsbuildPlugin = {
  name: 'site-head',
  setup(api) {
    api.modifyHTMLTags(({ headTags, bodyTags }) => {
      const iconSvg = readFileSync(path.join(api.context.rootPath, SITE_ICON_SOURCE), 'utf8');
      headTags.push(...siteHeadTags(messages.site.description, iconSvg));
      return { headTags, bodyTags };
    });
  },
};
