/**
 * What a reader meets in the other language. For a zh-CN user, a page that is still English: ASCII words in the visible text
 * and in the accessible names (aria-label, title, alt, placeholder) of the page's chrome, outside
 * the data it shows (table bodies, the demo list's records, menu route paths, what the app marks
 * `translate="no"` such as the dashboard's role and user names: what users entered),
 * code and its output (editor, console, exported XML), the drawn diagram and its element names
 * (the designer's breadcrumbs), and bpmn.io's logo, which its licence requires as it is. The map
 * libraries' own controls (zoom, rotation, attribution) are read like the rest: their attribution
 * names the libraries, which are proper names. For an en-US user, Chinese in the same chrome texts,
 * outside the data the server holds in Chinese.
 */
import type { Page } from 'playwright-core';
import { seedMenus } from '../../../mock-server/src/data/seed-menus';

/**
 * Proper names and format names a zh-CN user reads as they are (`English` names the language
 * switch's other language in it; `Delete` and `Shift` are keys as their keycaps name them, in the
 * tab bar's keyboard hint).
 */
export const PROPER_NAMES = new Set([
  'Admin',
  'Back',
  'Office',
  'ArcGIS',
  'Leaflet',
  'OpenLayers',
  'Mapbox',
  'MapLibre',
  'GL',
  'BPMN',
  'XML',
  'SVG',
  'JSON',
  'JavaScript',
  'TSX',
  'CSV',
  'bpmn',
  'English',
  'Delete',
  'Shift',
]);

/**
 * The texts of the page's chrome that a user reads or hears, each as `<where>: <text>` (`text`,
 * `aria-label`, `title`, `alt`, `placeholder`) of what is rendered, outside the data and code
 * listed above.
 */
export async function chromeTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const skip = [
      'tbody',
      '.demo-list__body',
      '.app-menu-tree__route',
      '.cm-editor',
      '.code-sandbox__console',
      'pre',
      'code',
      'iframe',
      '.bjs-powered-by',
      '.djs-container svg',
      '.bjs-breadcrumbs',
      '[aria-hidden="true"]',
      '[translate="no"]',
      'script',
      'style',
    ].join(', ');
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (parent === null || parent.closest(skip) !== null || parent.checkVisibility?.() === false) continue;
      texts.push(`text: ${node.textContent ?? ''}`);
    }
    // What is not rendered is not read either: a hidden tab's page (React's Activity draws it with
    // `display: none`) may keep the state it was left in, a button's spinner included.
    for (const element of document.body.querySelectorAll('[aria-label], [title], [alt], [placeholder]')) {
      if (element.closest(skip) !== null || element.checkVisibility?.() === false) continue;
      for (const name of ['aria-label', 'title', 'alt', 'placeholder']) {
        const value = element.getAttribute(name);
        if (value) texts.push(`${name}: ${value}`);
      }
    }
    return texts;
  });
}

/** The ASCII words of the page's chrome that are not proper names, each with where it was found. */
export async function englishWords(page: Page): Promise<string[]> {
  const found = await chromeTexts(page);
  return found.flatMap((entry) => {
    const [where, ...rest] = entry.split(': ');
    return [...rest.join(': ').matchAll(/[A-Za-z]{2,}/g)]
      .map(([word]) => word)
      .filter((word) => !PROPER_NAMES.has(word))
      .map((word) => `${where}: ${word}`);
  });
}

const CJK = /[\u2e80-\u9fff\uff00-\uffef]/;

/** Chinese a reader of the English interface meets on purpose: the switch back names 中文 in Chinese; root's real name and role are data. */
const CHINESE_EVERYWHERE = ['中文', '超级管理员', '管理员'];

/** The seeded menus' names are the records that menu management edits: data on that page only (the sidebar shows them translated). */
const CHINESE_ON: Record<string, string[]> = {
  '/system/menu': seedMenus('https://docs.example.org').map((menu) => menu.name),
};

/** The page's chrome texts that hold Chinese once the data allowed on `path` is taken out, each prefixed with `path`. */
export async function chineseTexts(page: Page, path: string): Promise<string[]> {
  const allowed = [...CHINESE_EVERYWHERE, ...(CHINESE_ON[path] ?? [])].sort((a, b) => b.length - a.length);
  const texts = await chromeTexts(page);
  return texts
    .filter((text) => CJK.test(allowed.reduce((rest, name) => rest.split(name).join(''), text)))
    .map((text) => `${path} ${text}`);
}
