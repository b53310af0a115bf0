/**
 * Blueprint's stylesheet in three parts. `blueprint.css` styles every component (40 KB gzip), while
 * the login page and the entry chunk's error pages draw only buttons, inputs, form groups, cards,
 * callouts, spinners, icons and text. The `shell` part (imported by `main.tsx`) is the stylesheet
 * without the rules that only style other components; the `rest` part is the rules of the
 * components the signed-in shell and the dashboard draw (overlays, toasts, tooltips, the navbar,
 * the dashboard's loading skeleton),
 * a stylesheet chunk that `lib/blueprint-styles.ts` loads before any page or the first toast
 * draws; the `page` part is the rules of the components only the other pages draw (tables, tags,
 * trees, checkboxes), loaded before any page but the dashboard, every user's first page.
 */
import type { RsbuildPlugin } from '@rsbuild/core';
import { BLUEPRINT_CSS } from './strip-icon-font-glyphs';

/** Which part of the stylesheet an import asks for, by its query: `blueprint.css?part=shell`. */
export type BlueprintCssPart = 'shell' | 'rest' | 'page';

/**
 * Components whose rules wait for the `rest` part: a class `bp6-<name>` or `bp6-<name>-…` marks a
 * selector as one of theirs. None of them is drawn before a lazy page or the toaster loads. Menus and
 * popovers stay in the shell although the login page draws none: the signed-in shell draws them
 * on every page, and their bytes weigh less against the login page's budget (180 KB)
 * than against the dashboard's (60 KB beyond the login page; docs/login-weight.md). The
 * rest sheet comes after the entry's own styles, so a component the entry's CSS restyles
 * (`web/src/main.css`: the file input) stays in the shell, where the app's rule still wins.
 */
export const DEFERRED_COMPONENTS = [
  'breadcrumb',
  'breadcrumbs',
  'collapse',
  'context-menu',
  'dialog',
  'divider',
  'drawer',
  'navbar',
  'non-ideal-state',
  'overflow-list',
  'overlay',
  'portal',
  'skeleton',
  'submenu',
  'toast',
  'tooltip',
] as const;

/**
 * Components whose rules wait for the `page` part: neither the shell, its menu search and toasts,
 * nor the dashboard draws them (`split-blueprint-css.test.ts` holds them to that), so the
 * page most sessions open first does without their 7 KB gzip. The settings drawer, whose switches
 * and radios are controls, loads this part when it opens.
 */
export const PAGE_COMPONENTS = [
  'alert',
  'card-list',
  'checkbox',
  'compound-tag',
  'control',
  'editable-text',
  'entity-title',
  'hotkey',
  'html-select',
  'html-table',
  'key',
  'key-combo',
  'multistep-dialog',
  'numeric-input',
  'panel-stack2',
  'progress-bar',
  'progress-meter',
  'radio',
  'resizable-input-span',
  'section',
  'segmented-control',
  'select',
  'slider',
  'switch',
  'tab',
  'tabs',
  'tag',
  'tag-input',
  'tag-remove',
  'text-area',
  'tree',
] as const;

const PAGE = new Set<string>(PAGE_COMPONENTS);
/** A rule waits for the `rest` part when each of its selectors names a component of either later part. */
const LATER = new Set<string>([...DEFERRED_COMPONENTS, ...PAGE_COMPONENTS]);

/**
 * Components the app never draws, by their React names: their rules ship in neither part. A test
 * (`split-blueprint-css.test.ts`) fails when `web/src` starts to use one of them.
 */
export const UNUSED_COMPONENTS = {
  'card-list': ['CardList'],
  'compound-tag': ['CompoundTag'],
  'editable-text': ['EditableText'],
  'entity-title': ['EntityTitle'],
  'multistep-dialog': ['MultistepDialog'],
  'panel-stack2': ['PanelStack2'],
  section: ['Section', 'SectionCard'],
  'segmented-control': ['SegmentedControl'],
  slider: ['Slider', 'RangeSlider', 'MultiSlider'],
  'tag-input': ['TagInput'],
} as const;

const UNUSED = new Set<string>(Object.keys(UNUSED_COMPONENTS));

/** At-rules whose body is a list of rules, split like the top level. */
const GROUPING_AT_RULE = /^@(media|supports|layer|container)\b/;

/** One top-level item: a statement (`@charset …;`) or a block (`prelude{body}`). */
interface CssItem {
  prelude: string;
  body: string | null;
}

/** Index just past the string or comment starting at `start`, or `start` when none starts there. */
function skipQuoted(css: string, start: number): number {
  const char = css[start];
  if (char === '"' || char === "'") {
    let i = start + 1;
    while (i < css.length && css[i] !== char) i += css[i] === '\\' ? 2 : 1;
    return i + 1;
  }
  if (css.startsWith('/*', start)) {
    const end = css.indexOf('*/', start + 2);
    return end < 0 ? css.length : end + 2;
  }
  return start;
}

/** The top-level items of `css`; `null` when its braces do not balance (not a stylesheet this step knows). */
function parseItems(css: string): CssItem[] | null {
  const items: CssItem[] = [];
  let depth = 0;
  let preludeStart = 0;
  let bodyStart = 0;
  let prelude = '';
  let i = 0;
  while (i < css.length) {
    const skipped = skipQuoted(css, i);
    if (skipped !== i) {
      i = skipped;
      continue;
    }
    const char = css[i];
    if (char === '{') {
      if (depth === 0) {
        prelude = css.slice(preludeStart, i).trim();
        bodyStart = i + 1;
      }
      depth += 1;
    } else if (char === '}') {
      depth -= 1;
      if (depth < 0) return null;
      if (depth === 0) {
        items.push({ prelude, body: css.slice(bodyStart, i) });
        preludeStart = i + 1;
      }
    } else if (char === ';' && depth === 0) {
      items.push({ prelude: css.slice(preludeStart, i + 1).trim(), body: null });
      preludeStart = i + 1;
    }
    i += 1;
  }
  if (depth !== 0 || css.slice(preludeStart).trim() !== '') return null;
  return items;
}

/** The selectors of a rule's prelude, split at the commas outside parentheses. */
function selectorsOf(prelude: string): string[] {
  const selectors: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < prelude.length; i += 1) {
    const char = prelude[i];
    if (char === '(') depth += 1;
    else if (char === ')') depth -= 1;
    else if (char === ',' && depth === 0) {
      selectors.push(prelude.slice(start, i));
      start = i + 1;
    }
  }
  selectors.push(prelude.slice(start));
  return selectors;
}

/** Whether a Blueprint class name (without `bp6-`) belongs to one of `components`. */
function isClassOf(name: string, components: ReadonlySet<string>): boolean {
  const parts = name.split('-');
  for (let length = parts.length; length > 0; length -= 1) {
    if (components.has(parts.slice(0, length).join('-'))) return true;
  }
  return false;
}

/** Whether each selector of a rule names one of `components` (a deferred or an unused one). */
function isRuleOf(prelude: string, components: ReadonlySet<string>): boolean {
  return selectorsOf(prelude).every((selector) =>
    [...selector.matchAll(/\.bp6-([a-z0-9-]+)/g)].some((match) => isClassOf(match[1]!, components)),
  );
}

function render(items: CssItem[]): string {
  return items.map((item) => (item.body === null ? `${item.prelude}\n` : `${item.prelude}{${item.body}}\n`)).join('');
}

/** The part a top-level item belongs to: `page` when each selector names a page component. */
function partOf(item: CssItem, styled: boolean): BlueprintCssPart {
  if (styled && isRuleOf(item.prelude, PAGE)) return 'page';
  if (styled && isRuleOf(item.prelude, LATER)) return 'rest';
  return 'shell';
}

/** The items of `part`, grouping at-rules split rule by rule (an empty group is left out). */
function itemsOf(items: CssItem[], part: BlueprintCssPart): CssItem[] {
  const kept: CssItem[] = [];
  for (const item of items) {
    if (item.body !== null && GROUPING_AT_RULE.test(item.prelude)) {
      const inner = parseItems(item.body);
      const body = inner ? render(itemsOf(inner, part)) : part === 'shell' ? item.body : '';
      if (body.trim() !== '') kept.push({ prelude: item.prelude, body });
      continue;
    }
    // Statements, keyframes, font faces and `:root` carry no component class: they stay in the shell.
    const styled = item.body !== null && !item.prelude.startsWith('@');
    if (styled && isRuleOf(item.prelude, UNUSED)) continue;
    if (partOf(item, styled) === part) kept.push(item);
  }
  return kept;
}

/**
 * The `part` of Blueprint's stylesheet `css`. A stylesheet this step cannot parse stays whole in
 * the shell (and the rest is empty), so a Blueprint upgrade of another shape loses no rule.
 */
export function blueprintCssPart(css: string, part: BlueprintCssPart): string {
  const items = parseItems(css);
  if (!items) return part === 'shell' ? css : '';
  return render(itemsOf(items, part));
}

/** The rsbuild plugin serving `blueprint.css?part=shell`, `?part=rest` and `?part=page`. */
export const pluginSplitBlueprintCss: RsbuildPlugin = {
  name: 'split-blueprint-css',
  setup(api) {
    for (const part of ['shell', 'rest', 'page'] as const) {
      api.transform({ test: BLUEPRINT_CSS, resourceQuery: new RegExp(`part=${part}$`) }, ({ code }) =>
        blueprintCssPart(code, part),
      );
    }
  },
};
