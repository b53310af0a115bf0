import { messages } from '.';
import * as demoMessages from './demo-messages';
import { zhCN } from './zh-CN';
import { zhCNDemoPages } from './zh-CN/demo-pages';

/**
 * Every problem of a catalogue (sub)tree, as `path: what is wrong`. A text is a non-empty string
 * or a function (a template with logic); anything else is a plain object of texts.
 */
function catalogueProblems(node: unknown, path = 'messages'): string[] {
  if (typeof node === 'string') return node.trim() === '' ? [`${path}: empty text`] : [];
  if (typeof node === 'function') return [];
  if (typeof node !== 'object' || node === null || Array.isArray(node)) {
    return [`${path}: ${node === null ? 'null' : Array.isArray(node) ? 'array' : typeof node} is not a text, a function or a section`];
  }
  const entries = Object.entries(node);
  if (entries.length === 0) return [`${path}: empty section`];
  return entries.flatMap(([key, value]) => catalogueProblems(value, `${path}.${key}`));
}

/** Every function text of a (sub)tree with its path. */
function functionTexts(node: unknown, path = 'messages'): [string, (...args: unknown[]) => unknown][] {
  if (typeof node === 'function') return [[path, node as (...args: unknown[]) => unknown]];
  if (typeof node !== 'object' || node === null) return [];
  return Object.entries(node).flatMap(([key, value]) => functionTexts(value, `${path}.${key}`));
}

describe('catalogueProblems', () => {
  it('reports empty texts, non-text values and empty sections', () => {
    const broken = { a: { b: '', c: 42, d: null, e: ['x'], f: {}, g: undefined, h: true }, ok: 'text', fn: () => 'x' };
    expect(catalogueProblems(broken)).toEqual([
      'messages.a.b: empty text',
      'messages.a.c: number is not a text, a function or a section',
      'messages.a.d: null is not a text, a function or a section',
      'messages.a.e: array is not a text, a function or a section',
      'messages.a.f: empty section',
      'messages.a.g: undefined is not a text, a function or a section',
      'messages.a.h: boolean is not a text, a function or a section',
    ]);
    expect(catalogueProblems('   ')).toEqual(['messages: empty text']);
  });
});

describe.each([
  ['messages', messages, zhCN],
  ['demoMessages', demoMessages, zhCNDemoPages],
] as const)('the catalogue part %s', (name, catalogue, zhCNPart) => {
  it('is the zh-CN catalogue', () => {
    expect({ ...catalogue }).toEqual(zhCNPart);
  });

  it('holds only non-empty texts, functions and sections', () => {
    expect(catalogueProblems(catalogue, name)).toEqual([]);
  });

  it('has function texts that return a non-empty string', () => {
    const texts = functionTexts(catalogue, name);
    expect(texts.length).toBeGreaterThan(0);
    for (const [path, text] of texts) {
      const result = text(...Array.from({ length: text.length }, (_, index) => index + 1));
      expect([path, typeof result === 'string' && result.trim() !== '']).toEqual([path, true]);
    }
  });
});

/** Every text of a (sub)tree with its path; a function text is called with numbers for its parameters. */
function allTexts(node: unknown, path = 'messages'): [string, string][] {
  if (typeof node === 'string') return [[path, node]];
  if (typeof node === 'function') return [[path, String((node as (...args: number[]) => unknown)(1, 2, 3))]];
  if (typeof node !== 'object' || node === null) return [];
  return Object.entries(node).flatMap(([key, value]) => allTexts(value, `${path}.${key}`));
}

/**
 * Texts that may stay without Chinese: proper names and the spec's developer-only console messages.
 */
const NOT_TRANSLATED = new Set([
  'messages.permission.directiveMisuse',
  'messages.permission.functionMisuse',
  'demoMessages.demoMaps.leaflet.title',
  'demoMessages.demoMaps.openlayers.title',
  'demoMessages.demoMaps.arcgis.title',
  'demoMessages.demoMaps.mapbox.title',
  // A language is named in itself, so that its readers find it whatever the page is drawn in.
  'messages.theme.languageNames.en-US',
]);

/** Whether `text` reads as English: a Latin word outside `{placeholders}` and no Chinese at all. */
const isEnglish = (text: string): boolean => !/[\u4e00-\u9fff]/.test(text) && /[A-Za-z]{2,}/.test(text.replace(/\{\w+\}/g, ''));

describe('isEnglish', () => {
  it('tells English texts from Chinese ones, codes and bare templates', () => {
    expect(['Broken Network, {error}', 'Login Timeout', 'login'].map(isEnglish)).toEqual([true, true, true]);
    expect(['网络连接失败', '导出 CSV', '404', '{menu} · {action}'].map(isEnglish)).toEqual([false, false, false, false]);
  });
});

describe('the catalogue', () => {
  it('has no English text a zh-CN user reads, proper names apart', () => {
    const texts = [...allTexts(messages), ...allTexts({ ...demoMessages }, 'demoMessages')];
    expect(texts.length).toBeGreaterThan(100);
    expect(texts.filter(([path, text]) => !NOT_TRANSLATED.has(path) && isEnglish(text))).toEqual([]);
  });

  it('keeps the core sections at the top level and one key per other section', () => {
    expect(Object.keys(messages)).toEqual(
      expect.arrayContaining(['site', 'request', 'session', 'header', 'login', 'shell', 'dataTable', 'crud', 'systemUsers', 'demoList']),
    );
  });

  it('keeps the demo pages\' texts out of the catalogue every page loads', () => {
    expect(Object.keys(demoMessages).filter((key) => key in messages)).toEqual([]);
    expect(Object.keys(demoMessages)).toEqual(expect.arrayContaining(['countTo', 'backToTop', 'bpmn', 'demoMaps']));
  });
});
