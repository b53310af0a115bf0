import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { PAGE_COMPONENTS, UNUSED_COMPONENTS, blueprintCssPart } from './split-blueprint-css';

const WEB_SRC = path.join(__dirname, '../../web/src');

/** The file a relative or `@/` import names, or undefined for a stylesheet or a file that is not there. */
function resolveImport(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith('@/')
    ? path.join(WEB_SRC, specifier.slice(2))
    : path.resolve(path.dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')].find(
    (file) => /\.tsx?$/.test(file) && existsSync(file),
  );
}

/** The names a `{ a, b as c }` list binds on the importing side (`exported`) and takes from the module (`source`). */
function namesOf(list: string, side: 'exported' | 'source'): string[] {
  return list
    .split(',')
    .map((item) => item.replace(/\btype\s+/, '').trim())
    .filter((item) => item !== '')
    .map((item) => {
      const [source, alias] = item.split(/\s+as\s+/);
      return side === 'source' ? source! : (alias ?? source!);
    });
}

/**
 * The source files of web/src that `roots` import, statically or lazily, leaving out the `skip`
 * folders. Through a feature's index it follows only the re-exports of the names imported, as the
 * build does (web/src is side-effect free: rsbuild.config.ts), not every component the index offers.
 */
function importGraph(roots: string[], skip: string[]): string[] {
  const seen = new Set<string>();
  const visit = (file: string, wanted: ReadonlySet<string> | 'all' = 'all') => {
    if (skip.some((dir) => file.startsWith(path.join(WEB_SRC, dir)))) return;
    // Type-only imports bring no code.
    const code = readFileSync(file, 'utf8').replace(/(?:import|export)\s+type\s[^;]+;/g, '');
    const isIndex = /[\\/]index\.tsx?$/.test(file);
    if (wanted === 'all' || !isIndex) {
      if (seen.has(file)) return;
      seen.add(file);
      for (const match of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*'((?:\.|@\/)[^']+)'/g)) {
        const target = resolveImport(file, match[2]!);
        if (target) visit(target, new Set(namesOf(match[1]!, 'source')));
      }
      for (const match of code.matchAll(
        /(?:import\s+[\w*][^'{]*from|import\(|export\s*\*\s*from|export\s*\{[^}]*\}\s*from)\s*'((?:\.|@\/)[^']+)'/g,
      )) {
        const target = resolveImport(file, match[1]!);
        if (target) visit(target);
      }
      return;
    }
    // An index reached for some of its names: its own imports, and the re-exports of those names.
    seen.add(file);
    for (const match of code.matchAll(/^import\s[^;]*?'((?:\.|@\/)[^']+)'/gm)) {
      const target = resolveImport(file, match[1]!);
      if (target) visit(target);
    }
    for (const match of code.matchAll(/export\s*\{([^}]*)\}\s*from\s*'((?:\.|@\/)[^']+)'/g)) {
      const exported = namesOf(match[1]!, 'exported');
      const sources = namesOf(match[1]!, 'source').filter((_, i) => wanted.has(exported[i]!));
      const target = resolveImport(file, match[2]!);
      if (target && sources.length > 0) visit(target, new Set(sources));
    }
    for (const match of code.matchAll(/export\s*\*\s*from\s*'((?:\.|@\/)[^']+)'/g)) {
      const target = resolveImport(file, match[1]!);
      if (target) visit(target, wanted);
    }
  };
  roots.forEach((root) => visit(path.join(WEB_SRC, root)));
  return [...seen];
}

/** A React or `Classes` name as Blueprint's class name: `HTMLTable` and `HTML_TABLE` are `html-table`. */
function kebab(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1-$2')
    .replace(/_/g, '-')
    .toLowerCase();
}

const BLUEPRINT_CSS = readFileSync(require.resolve('@blueprintjs/core/lib/css/blueprint.css'), 'utf8');

/** The innermost CSS rules of `css` (selector and body), trimmed. */
function rules(css: string): string[] {
  return css.match(/[^{}]+\{[^{}]*\}/g)?.map((rule) => rule.trim()) ?? [];
}

describe('blueprintCssPart', () => {
  const shell = blueprintCssPart(BLUEPRINT_CSS, 'shell');
  const rest = blueprintCssPart(BLUEPRINT_CSS, 'rest');
  const page = blueprintCssPart(BLUEPRINT_CSS, 'page');

  it("puts every rule of Blueprint's stylesheet in exactly one part, but for the rules of components the app never draws", () => {
    const all = rules(BLUEPRINT_CSS);
    expect(all.length).toBeGreaterThan(3000);
    const unused = Object.keys(UNUSED_COMPONENTS).map((name) => new RegExp(`\\.bp6-${name}(?![a-z0-9])`));
    const isUnused = (rule: string) =>
      rule
        .slice(0, rule.indexOf('{'))
        .split(',')
        .every((selector) => unused.some((re) => re.test(selector)));
    const dropped = all.filter(isUnused);
    expect(dropped.length).toBeGreaterThan(50);
    expect([...rules(shell), ...rules(rest), ...rules(page)].sort()).toEqual(
      all.filter((rule) => !isUnused(rule)).sort(),
    );
    expect(shell + rest + page).not.toMatch(/\.bp6-(slider|editable-text|tag-input)\b[^,{]*\{/);
  });

  it('drops only components web/src never draws: none of their React names appears in its code', () => {
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) return files(full);
        return /\.(tsx?|css)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
      });
    const source = files(path.join(__dirname, '../../web/src'))
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    for (const [name, components] of Object.entries(UNUSED_COMPONENTS)) {
      expect(source).not.toMatch(
        new RegExp(`bp6-${name}(?![a-z0-9])|Classes\\.${name.toUpperCase().replace(/-/g, '_')}\\b`),
      );
      for (const component of components) expect(source).not.toMatch(new RegExp(`\\b${component}\\b`));
    }
  });

  it('keeps what the first screen draws in the shell: buttons, inputs, form groups, cards, callouts, spinners', () => {
    for (const selector of [
      '.bp6-button{',
      '.bp6-input{',
      '.bp6-input-group{',
      '.bp6-form-group{',
      '.bp6-card{',
      '.bp6-callout{',
      '.bp6-spinner{',
      ':root{',
    ]) {
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

  it('leaves overlays, dialogs, toasts and tooltips to the rest, and the shell a fraction of the whole', () => {
    for (const selector of ['.bp6-overlay{', '.bp6-dialog{', '.bp6-toast{', '.bp6-tooltip{', '.bp6-navbar{']) {
      expect(rest).toContain(selector);
      expect(shell + page).not.toContain(selector);
    }
    expect(shell.length).toBeLessThan(BLUEPRINT_CSS.length * 0.6);
  });

  it('leaves tags, trees, controls and progress bars, and their dark variants, to the page part', () => {
    for (const selector of [
      '.bp6-progress-bar{',
      '.bp6-tag{',
      '.bp6-tree-root{',
      '.bp6-control{',
      '.bp6-dark .bp6-tag:focus{',
    ]) {
      expect(page).toContain(`\n${selector}`);
      expect(shell + rest).not.toContain(`\n${selector}`);
    }
  });

  it('puts a rule in the page part only when each of its selectors names a page component, else in the rest', () => {
    const css = '.bp6-tag{a:1}\n.bp6-tag, .bp6-dialog{b:2}\n.bp6-dialog .bp6-tree{c:3}\n.bp6-tag, .bp6-input{d:4}\n';
    expect(rules(blueprintCssPart(css, 'page'))).toEqual(['.bp6-tag{a:1}', '.bp6-dialog .bp6-tree{c:3}']);
    expect(rules(blueprintCssPart(css, 'rest'))).toEqual(['.bp6-tag, .bp6-dialog{b:2}']);
    expect(rules(blueprintCssPart(css, 'shell'))).toEqual(['.bp6-tag, .bp6-input{d:4}']);
  });

  it('splits at-rule groups rule by rule and keeps a rule in the shell while one of its selectors is a shell one', () => {
    const css =
      '@media (min-width:1px){\n.bp6-button{a:1}\n.bp6-drawer .bp6-button{b:2}\n}\n.bp6-dialog .x, .bp6-input{c:3}\n@keyframes k{from{d:4}}\n';
    expect(blueprintCssPart(css, 'shell')).toBe(
      '@media (min-width:1px){.bp6-button{a:1}\n}\n.bp6-dialog .x, .bp6-input{c:3}\n@keyframes k{from{d:4}}\n',
    );
    expect(blueprintCssPart(css, 'rest')).toBe('@media (min-width:1px){.bp6-drawer .bp6-button{b:2}\n}\n');
  });

  it("keeps in the shell every Blueprint class the entry's own stylesheet restyles, so the app's rule comes after Blueprint's", () => {
    const mainCss = readFileSync(path.join(WEB_SRC, 'main.css'), 'utf8');
    // Not the dark theme's scope class: every part's dark rules name it, and main.css's rules under
    // it set variables, so their order does not matter.
    const restyled = [...new Set([...mainCss.matchAll(/\.(bp6-[a-z0-9-]+)/g)].map((match) => match[1]!))].filter(
      (name) => name !== 'bp6-dark',
    );
    expect(restyled.length).toBeGreaterThan(0);
    for (const name of restyled) {
      expect(shell).toContain(`.${name}`);
      expect(rest).not.toMatch(new RegExp(`\\.${name}(?![a-z0-9-])`));
    }
  });

  it('leaves to the page part no component the main layout, the dashboard or what they load draws (but the settings drawer, which loads it)', () => {
    const files = importGraph(
      ['layouts/main-layout/main-layout.tsx', 'pages/dashboard/index.tsx'],
      ['features/preferences/lazy.ts'],
    );
    expect(files.length).toBeGreaterThan(30);
    const isPageComponent = (name: string) =>
      kebab(name)
        .split('-')
        .some((_, i, parts) => (PAGE_COMPONENTS as readonly string[]).includes(parts.slice(0, i + 1).join('-')));
    const drawn = files.flatMap((file) => {
      const source = readFileSync(file, 'utf8');
      const imported = [...source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@blueprintjs\/core'/g)].flatMap((match) =>
        match[1]!.split(',').map((name) => name.replace(/\btype\b/, '').trim()),
      );
      const classes = [...source.matchAll(/Classes\.([A-Z_]+)|bp6-([a-z0-9-]+)/g)].map(
        (match) => match[1] ?? match[2]!,
      );
      return [...imported, ...classes]
        .filter((name) => name !== '' && isPageComponent(name))
        .map((name) => `${path.relative(WEB_SRC, file)}: ${name}`);
    });
    expect(drawn).toEqual([]);
  });

  it('tells a component from one whose name only starts alike (select, selected; tab, table)', () => {
    const css = '.bp6-selected{a:1}\n.bp6-select{b:2}\n.bp6-tab-list{c:3}\n.bp6-table-x{d:4}\n';
    expect(rules(blueprintCssPart(css, 'page'))).toEqual(['.bp6-select{b:2}', '.bp6-tab-list{c:3}']);
  });

  it('leaves a stylesheet it cannot parse whole in the shell and the rest empty', () => {
    const broken = '.bp6-menu{a:1}}\n.bp6-button{';
    expect(blueprintCssPart(broken, 'shell')).toBe(broken);
    expect(blueprintCssPart(broken, 'rest')).toBe('');
  });
});
