import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { compactIconNames, enumNames, localNameCases, nameCasesHold } from './compact-icon-names';

const { pascalCase } = createRequire(require.resolve('@blueprintjs/icons/package.json'))('change-case') as {
  pascalCase: (text: string) => string;
};

const ENUM_FILE = require.resolve('@blueprintjs/icons/lib/esm/generated/16px/blueprint-icons-16.js');

/** Runs an ES module's code that imports only `pascalCase`; answers its exports. */
function evaluate(code: string): Record<string, unknown> {
  const body = code
    .replace(/^import \{ pascalCase \} from "change-case";$/m, '')
    .replace(/^export (var|const) (\w+)/gm, 'exports.$2 = undefined; $1 $2')
    .concat(
      '\nexports.BlueprintIcons_16 = BlueprintIcons_16; exports.BLUEPRINT_ICONS_16_CODEPOINTS = BLUEPRINT_ICONS_16_CODEPOINTS;',
    );
  const exports: Record<string, unknown> = {};
  new Function('exports', 'pascalCase', body)(exports, pascalCase);
  return exports;
}

describe('compactIconNames', () => {
  const original = readFileSync(ENUM_FILE, 'utf8');

  it("rewrites Blueprint's enum module into the same exports, with the same key order", () => {
    const compact = compactIconNames(original);
    expect(compact).not.toBe(original);
    const before = evaluate(original);
    const after = evaluate(compact);
    expect(Object.entries(after.BlueprintIcons_16 as object)).toEqual(
      Object.entries(before.BlueprintIcons_16 as object),
    );
    expect(after.BLUEPRINT_ICONS_16_CODEPOINTS).toEqual(before.BLUEPRINT_ICONS_16_CODEPOINTS);
    expect(Object.keys(after.BlueprintIcons_16 as object).length).toBeGreaterThan(700);
  });

  it('lists each name once, where the enum wrote it twice, and reads no enum key for the codepoints', () => {
    const compact = compactIconNames(original);
    const enumPart = (code: string) => code.slice(0, code.indexOf('BLUEPRINT_ICONS_16_CODEPOINTS'));
    expect(enumPart(compact).length).toBeLessThan(enumPart(original).length / 2);
    expect(compact).not.toMatch(/BlueprintIcons_16\./);
  });

  it('leaves a module of another shape unchanged', () => {
    const renamed = original.replace(
      'BlueprintIcons_16["AddChild"] = "add-child";',
      'BlueprintIcons_16["AddAChild"] = "add-child";',
    );
    expect(compactIconNames(renamed)).toBe(renamed);
    const extraLine = original.replace(
      '(function (BlueprintIcons_16) {',
      '(function (BlueprintIcons_16) {\n    console.log(1);',
    );
    expect(compactIconNames(extraLine)).toBe(extraLine);
    const unknownCodepoint = original.replace('[BlueprintIcons_16.ZoomIn]:', '[BlueprintIcons_16.ZoomInside]:');
    expect(compactIconNames(unknownCodepoint)).toBe(unknownCodepoint);
    expect(compactIconNames('export const x = 1;')).toBe('export const x = 1;');
  });
});

describe('localNameCases', () => {
  const NAMES_FILE = require.resolve('@blueprintjs/icons/lib/esm/iconNames.js');
  const original = readFileSync(NAMES_FILE, 'utf8');
  const { snakeCase } = createRequire(require.resolve('@blueprintjs/icons/package.json'))('change-case') as {
    snakeCase: (text: string) => string;
  };
  const names = enumNames();

  /** Runs `iconNames`' code over the enum of `names`, with change-case given where it still imports it; answers its exports. */
  function evaluateNames(code: string): { IconNames: Record<string, string>; IconNamesSet: Set<string> } {
    const body = code
      .replace(/^import .*$/gm, '')
      .replace(/^export const (\w+)/gm, 'exports.$1 = undefined; const $1')
      .concat('\nexports.IconNames = IconNames; exports.IconNamesSet = IconNamesSet;');
    const exports = {} as ReturnType<typeof evaluateNames>;
    const BlueprintIcons_16 = Object.fromEntries(names.map((name) => [pascalCase(name), name]));
    new Function('exports', 'BlueprintIcons_16', 'pascalCase', 'snakeCase', body)(
      exports,
      BlueprintIcons_16,
      pascalCase,
      snakeCase,
    );
    return exports;
  }

  it('lists all 700-odd names of the installed Blueprint', () => {
    expect(names.length).toBeGreaterThan(700);
    expect(names).toContain('add-child');
  });

  it('drops change-case from `iconNames` and keys every name as before, in the same order', () => {
    const local = localNameCases(original, names);
    expect(local).not.toMatch(/change-case/);
    const before = evaluateNames(original);
    const after = evaluateNames(local);
    expect(Object.entries(after.IconNames)).toEqual(Object.entries(before.IconNames));
    expect(after.IconNames.AddChild).toBe('add-child');
    expect(after.IconNames.ADD_CHILD).toBe('add-child');
    expect([...after.IconNamesSet]).toEqual([...before.IconNamesSet]);
  });

  it('keeps change-case when a name would be keyed otherwise, or the module is of another shape', () => {
    expect(nameCasesHold(['add-child', 'zoom-in'])).toBe(true);
    // change-case writes `Chart_3d` for a word starting with a digit.
    expect(nameCasesHold(['chart-3d'])).toBe(false);
    expect(localNameCases(original, [...names, 'chart-3d'])).toBe(original);
    expect(localNameCases('export const x = 1;', names)).toBe('export const x = 1;');
  });
});
