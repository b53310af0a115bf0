import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { UNUSED_COMPONENTS, blueprintCssPart } from './split-blueprint-css';

const BLUEPRINT_CSS = readFileSync(require.resolve('@blueprintjs/core/lib/css/blueprint.css'), 'utf8');

/** The innermost CSS rules of `css` (selector and body), trimmed. */
function rules(css: string): string[] {
  return css.match(/[^{}]+\{[^{}]*\}/g)?.map((rule) => rule.trim()) ?? [];
}

describe('blueprintCssPart', () => {
  const shell = blueprintCssPart(BLUEPRINT_CSS, 'shell');
  const rest = blueprintCssPart(BLUEPRINT_CSS, 'rest');

  it("puts every rule of Blueprint's stylesheet in exactly one part, but for the rules of components the app never draws", () => {
    const all = rules(BLUEPRINT_CSS);
    expect(all.length).toBeGreaterThan(3000);
    const unused = Object.keys(UNUSED_COMPONENTS).map((name) => new RegExp(`\\.bp6-${name}(?![a-z0-9])`));
    const isUnused = (rule: string) => rule.slice(0, rule.indexOf('{')).split(',').every((selector) => unused.some((re) => re.test(selector)));
    const dropped = all.filter(isUnused);
    expect(dropped.length).toBeGreaterThan(50);
    expect([...rules(shell), ...rules(rest)].sort()).toEqual(all.filter((rule) => !isUnused(rule)).sort());
    expect(shell + rest).not.toMatch(/\.bp6-(slider|editable-text|tag-input)\b[^,{]*\{/);
  });

  it('drops only components web/src never draws: none of their React names appears in its code', () => {
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) return files(full);
        return /\.(tsx?|css)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
      });
    const source = files(path.join(__dirname, '../../web/src')).map((file) => readFileSync(file, 'utf8')).join('\n');
    for (const [name, components] of Object.entries(UNUSED_COMPONENTS)) {
      expect(source).not.toMatch(new RegExp(`bp6-${name}(?![a-z0-9])|Classes\\.${name.toUpperCase().replace(/-/g, '_')}\\b`));
      for (const component of components) expect(source).not.toMatch(new RegExp(`\\b${component}\\b`));
    }
  });

  it('keeps what the first screen draws in the shell: buttons, inputs, form groups, cards, callouts, spinners', () => {
    for (const selector of ['.bp6-button{', '.bp6-input{', '.bp6-input-group{', '.bp6-form-group{', '.bp6-card{', '.bp6-callout{', '.bp6-spinner{', ':root{']) {
      expect(shell).toContain(selector);
      expect(rest).not.toContain(`\n${selector}`);
    }
  });

  it('keeps menus and popovers, which the signed-in shell draws on every page, in the shell', () => {
    for (const selector of ['.bp6-menu{', '.bp6-popover{']) {
      expect(shell).toContain(selector);
      expect(rest).not.toContain(`\n${selector}`);
    }
  });

  it('leaves overlays, dialogs, toasts, tooltips, tables and trees to the rest, and the shell a fraction of the whole', () => {
    for (const selector of ['.bp6-overlay{', '.bp6-dialog{', '.bp6-toast{', '.bp6-tree-root{', '.bp6-tooltip{']) {
      expect(rest).toContain(selector);
      expect(shell).not.toContain(selector);
    }
    expect(shell.length).toBeLessThan(BLUEPRINT_CSS.length * 0.6);
  });

  it('splits at-rule groups rule by rule and keeps a rule in the shell while one of its selectors is a shell one', () => {
    const css = '@media (min-width:1px){\n.bp6-button{a:1}\n.bp6-tree .bp6-button{b:2}\n}\n.bp6-dialog .x, .bp6-input{c:3}\n@keyframes k{from{d:4}}\n';
    expect(blueprintCssPart(css, 'shell')).toBe('@media (min-width:1px){.bp6-button{a:1}\n}\n.bp6-dialog .x, .bp6-input{c:3}\n@keyframes k{from{d:4}}\n');
    expect(blueprintCssPart(css, 'rest')).toBe('@media (min-width:1px){.bp6-tree .bp6-button{b:2}\n}\n');
  });

  it("keeps in the shell every Blueprint class the entry's own stylesheet restyles, so the app's rule comes after Blueprint's", () => {
    const mainCss = readFileSync(require.resolve('../../web/src/main.css'), 'utf8');
    // Not the dark theme's scope class: every part's dark rules name it, and main.css's rules under
    // it set variables, so their order does not matter.
    const restyled = [...new Set([...mainCss.matchAll(/\.(bp6-[a-z0-9-]+)/g)].map((match) => match[1]!))].filter((name) => name !== 'bp6-dark');
    expect(restyled.length).toBeGreaterThan(0);
    for (const name of restyled) {
      expect(shell).toContain(`.${name}`);
      expect(rest).not.toMatch(new RegExp(`\\.${name}(?![a-z0-9-])`));
    }
  });

  it('tells a component from one whose name only starts alike (select, selected; tab, table)', () => {
    const css = '.bp6-selected{a:1}\n.bp6-select{b:2}\n.bp6-tab-list{c:3}\n.bp6-table-x{d:4}\n';
    expect(rules(blueprintCssPart(css, 'rest'))).toEqual(['.bp6-select{b:2}', '.bp6-tab-list{c:3}']);
  });

  it('leaves a stylesheet it cannot parse whole in the shell and the rest empty', () => {
    const broken = '.bp6-menu{a:1}}\n.bp6-button{';
    expect(blueprintCssPart(broken, 'shell')).toBe(broken);
    expect(blueprintCssPart(broken, 'rest')).toBe('');
  });
});
