import { messages } from '.';
import * as demoMessages from './demo-messages';
import { enUS, enUSMenuTitles } from './en-US';
import { backToTop } from './en-US/back-to-top';
import { bpmn } from './en-US/bpmn';
import { countTo } from './en-US/count-to';
import { demoCodeSandbox } from './en-US/demo-code-sandbox';
import { demoFormGenerator } from './en-US/demo-form-generator';
import { demoMaps } from './en-US/demo-maps';
import { demoTableGenerator } from './en-US/demo-table-generator';
import { zhCN } from './zh-CN';
import { zhCNDemoPages } from './zh-CN/demo-pages';
import { zhCNPageSections } from './zh-CN/page-sections';
import * as pageMessages from './page-messages';
import { crud as enUSCrud } from './en-US/crud';
import { dataTable as enUSDataTable } from './en-US/data-table';
import { listSettings as enUSListSettings } from './en-US/list-settings';
import { csvExport as enUSCsvExport } from './en-US/csv-export';
import { systemUsers as enUSSystemUsers } from './en-US/system-users';
import { systemRoles as enUSSystemRoles } from './en-US/system-roles';
import { systemMenus as enUSSystemMenus } from './en-US/system-menus';
import { systemResources as enUSSystemResources } from './en-US/system-resources';
import { demoList as enUSDemoList } from './en-US/demo-list';
import { iconPicker as enUSIconPicker } from './en-US/icon-picker';
import { auditTrail as enUSAuditTrail } from './en-US/audit-trail';
import { operationLog as enUSOperationLog } from './en-US/operation-log';
import { signInLog as enUSSignInLog } from './en-US/sign-in-log';
import { dashboard as enUSDashboard } from './en-US/dashboard';
import { dashboard as zhCNDashboard } from './zh-CN/dashboard';
import * as dashboardMessages from './dashboard-messages';
import { notices as enUSNotices } from './en-US/notices';
import * as noticesMessages from './notices-messages';
import { notices as zhCNNotices } from './zh-CN/notices';

/**
 * Every problem of a catalogue (sub)tree, as `path: what is wrong`. A text is a non-empty string
 * or a function (a template with logic); anything else is a plain object of texts.
 */
function catalogueProblems(node: unknown, path = 'messages'): string[] {
  if (typeof node === 'string') return node.trim() === '' ? [`${path}: empty text`] : [];
  if (typeof node === 'function') return [];
  if (typeof node !== 'object' || node === null || Array.isArray(node)) {
    return [
      `${path}: ${node === null ? 'null' : Array.isArray(node) ? 'array' : typeof node} is not a text, a function or a section`,
    ];
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

/** The paths of the function texts that, called with numbers, return no text. */
function blankFunctionTexts(node: unknown, path: string): string[] {
  return functionTexts(node, path)
    .filter(([, text]) => {
      const result = text(...Array.from({ length: text.length }, (_, index) => index + 1));
      return typeof result !== 'string' || result.trim() === '';
    })
    .map(([at]) => at);
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
  ['pageMessages', pageMessages, zhCNPageSections],
  ['dashboardMessages', dashboardMessages, { dashboard: zhCNDashboard }],
  ['noticesMessages', noticesMessages, { notices: zhCNNotices }],
] as const)('the catalogue part %s', (name, catalogue, zhCNPart) => {
  it('is the zh-CN catalogue', () => {
    expect({ ...catalogue }).toEqual(zhCNPart);
  });

  it('holds only non-empty texts, functions and sections', () => {
    expect(catalogueProblems(catalogue, name)).toEqual([]);
  });

  it('has function texts that return a non-empty string', () => {
    expect(blankFunctionTexts(catalogue, name)).toEqual([]);
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
]);

/** Whether `text` reads as English: a Latin word outside `{placeholders}` and no Chinese at all. */
const isEnglish = (text: string): boolean =>
  !/[\u4e00-\u9fff]/.test(text) && /[A-Za-z]{2,}/.test(text.replace(/\{\w+\}/g, ''));

describe('isEnglish', () => {
  it('tells English texts from Chinese ones, codes and bare templates', () => {
    expect(['Broken Network, {error}', 'Login Timeout', 'login'].map(isEnglish)).toEqual([true, true, true]);
    expect(['网络连接失败', '导出 CSV', '404', '{menu} · {action}'].map(isEnglish)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
});

describe('the catalogue', () => {
  it('has no English text a zh-CN user reads, proper names apart', () => {
    const texts = [
      ...allTexts(messages),
      ...allTexts({ ...demoMessages }, 'demoMessages'),
      ...allTexts({ ...pageMessages }, 'pageMessages'),
    ];
    expect(texts.length).toBeGreaterThan(100);
    expect(texts.filter(([path, text]) => !NOT_TRANSLATED.has(path) && isEnglish(text))).toEqual([]);
  });

  it('keeps the core sections at the top level and one key per other section', () => {
    expect(Object.keys(messages)).toEqual(
      expect.arrayContaining(['site', 'request', 'session', 'header', 'login', 'shell', 'theme']),
    );
    // The tab bar's, menu search's and watermark's texts ride with the main layout (layout-messages.ts), not the login page.
    expect(Object.keys(messages)).not.toEqual(expect.arrayContaining(['tabs']));
    expect(Object.keys(messages)).not.toEqual(expect.arrayContaining(['menuSearch']));
    expect(Object.keys(messages)).not.toEqual(expect.arrayContaining(['watermark']));
  });

  it("keeps the demo pages' texts out of the catalogue every page loads", () => {
    expect(Object.keys(demoMessages).filter((key) => key in messages)).toEqual([]);
    expect(Object.keys(demoMessages)).toEqual(expect.arrayContaining(['countTo', 'backToTop', 'bpmn', 'demoMaps']));
  });

  it('has function texts (templates with logic) to check', () => {
    expect(functionTexts({ ...messages, ...demoMessages, ...pageMessages }).length).toBeGreaterThan(0);
  });

  it("keeps the list and system pages' texts out of the catalogue every page loads", () => {
    expect(Object.keys(pageMessages).filter((key) => key in messages)).toEqual([]);
    expect(Object.keys(pageMessages)).toEqual(expect.arrayContaining(['crud', 'dataTable', 'systemUsers', 'demoList']));
  });
});

/** The shape of a (sub)tree: every path with `text`, `function/<arity>` or `section`. */
function shapeOf(node: unknown, path = 'messages'): string[] {
  if (typeof node === 'function') return [`${path}: function/${node.length}`];
  if (typeof node !== 'object' || node === null) return [`${path}: ${typeof node}`];
  return [
    `${path}: section`,
    ...Object.entries(node).flatMap(([key, value]) => shapeOf(value, `${path}.${key}`)),
  ].sort();
}

const CJK = /[\u2e80-\u9fff\uff00-\uffef]/;

describe.each([
  ['enUS', enUS, zhCN],
  [
    'enUSDemoPages',
    { demoFormGenerator, demoTableGenerator, demoCodeSandbox, demoMaps, countTo, backToTop, bpmn },
    zhCNDemoPages,
  ],
  [
    'enUSPageSections',
    {
      crud: enUSCrud,
      dataTable: enUSDataTable,
      listSettings: enUSListSettings,
      csvExport: enUSCsvExport,
      systemUsers: enUSSystemUsers,
      systemRoles: enUSSystemRoles,
      systemMenus: enUSSystemMenus,
      systemResources: enUSSystemResources,
      auditTrail: enUSAuditTrail,
      operationLog: enUSOperationLog,
      signInLog: enUSSignInLog,
      demoList: enUSDemoList,
      iconPicker: enUSIconPicker,
      // The dashboard's and the live notices' sections have modules of their own; checked with these.
      dashboard: enUSDashboard,
      notices: enUSNotices,
    },
    { ...zhCNPageSections, dashboard: zhCNDashboard, notices: zhCNNotices },
  ],
] as const)('the en-US catalogue part %s', (name, catalogue, zhCNPart) => {
  it('has exactly the keys of zh-CN, with texts where zh-CN has texts and functions of the same arity', () => {
    expect(shapeOf(catalogue, name)).toEqual(shapeOf(zhCNPart, name));
  });

  it('holds only non-empty texts, functions that return one, and sections', () => {
    expect(catalogueProblems(catalogue, name)).toEqual([]);
    expect(blankFunctionTexts(catalogue, name)).toEqual([]);
  });

  it('has no Chinese (or other CJK) character in any text', () => {
    const texts = allTexts(catalogue, name);
    expect(texts.length).toBeGreaterThan(50);
    expect(texts.filter(([, text]) => CJK.test(text))).toEqual([]);
  });
});

describe('the en-US menu titles', () => {
  it('name the seeded menus in English', () => {
    expect(Object.values(enUSMenuTitles).filter(({ title }) => CJK.test(title) || title.trim() === '')).toEqual([]);
    expect(enUSMenuTitles.SystemUser).toEqual({ seeded: '用户管理', title: 'Users' });
  });
});
