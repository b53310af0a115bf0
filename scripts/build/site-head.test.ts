import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SITE_ICON_SOURCE, siteHeadTags, svgDataUrl } from './site-head';

const ICON = readFileSync(path.resolve(__dirname, '../..', SITE_ICON_SOURCE), 'utf8');

describe('siteHeadTags', () => {
  it('describes the site and gives the tab the logo as a data: URL that decodes to the same drawing', () => {
    const [meta, link] = siteHeadTags('管理后台', ICON);
    expect(meta).toEqual({ tag: 'meta', attrs: { name: 'description', content: '管理后台' } });
    expect(link?.attrs).toEqual(expect.objectContaining({ rel: 'icon', type: 'image/svg+xml', sizes: 'any' }));
    const href = String(link?.attrs?.href);
    expect(href.startsWith('data:image/svg+xml,')).toBe(true);
    expect(decodeURIComponent(href.slice('data:image/svg+xml,'.length))).toBe(ICON.trim());
  });

  it('writes a URL with nothing an HTML attribute or a URL parser would misread', () => {
    expect(svgDataUrl('<svg a="#1"/>')).not.toMatch(/["<>#\s]/);
  });
});
