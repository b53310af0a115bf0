/**
 * Blueprint's icon-name enum at a quarter of its weight. Every Blueprint `Icon` validates names
 * against it, so the login page ships all 706 names, each written twice (`Add = "add"` as the
 * TypeScript enum compiles): 7 KB gzip. The key is always `pascalCase` of the name, so the build
 * rewrites the module to list each name once and compute the keys, the same object at 3 KB.
 *
 * The keys are computed without change-case: it runs several regular expressions per call, and
 * the enum and `iconNames` call it three times for each name as they load, about 15 ms of the login
 * page's start on a desktop CPU (four times that on Lighthouse's phone). For names made of
 * lowercase words joined by `-`, a split and a join give the same keys; the build checks that
 * they do for every name before it uses them.
 */
import type { RsbuildPlugin } from '@rsbuild/core';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { runInNewContext } from 'node:vm';

type Case = (text: string) => string;

const iconsRequire = createRequire(require.resolve('@blueprintjs/icons/package.json'));

/** The change-case that Blueprint's icons import (their own copy, not the app's). */
const changeCase = iconsRequire('change-case') as { pascalCase: Case; snakeCase: Case };

/** The code the rewritten modules carry in place of change-case's `pascalCase` and `snakeCase`. */
export const NAME_CASES_CODE = {
  pascalCase: '(name) => name.split("-").map((word) => word[0].toUpperCase() + word.slice(1)).join("")',
  snakeCase: '(name) => name.split("-").join("_")',
} as const;

const nameCases = {
  pascalCase: runInNewContext(NAME_CASES_CODE.pascalCase) as Case,
  snakeCase: runInNewContext(NAME_CASES_CODE.snakeCase) as Case,
};

/** Whether {@link NAME_CASES_CODE} gives change-case's answer for every one of `names`. */
export function nameCasesHold(names: readonly string[]): boolean {
  return names.every(
    (name) =>
      nameCases.pascalCase(name) === changeCase.pascalCase(name) &&
      nameCases.snakeCase(name) === changeCase.snakeCase(name),
  );
}

/** The module rewritten: the 16 px enum, the only one `iconNames` (and so every `Icon`) reads. */
export const ICON_ENUM_MODULE =
  /@blueprintjs[\\/]icons[\\/]lib[\\/]esm[\\/]generated[\\/]16px[\\/]blueprint-icons-16\.js$/;

/** The module that keys every name twice (`IconNames.AddChild`, `IconNames.ADD_CHILD`) as it loads. */
export const ICON_NAMES_MODULE = /@blueprintjs[\\/]icons[\\/]lib[\\/]esm[\\/]iconNames\.js$/;

const CHANGE_CASE_IMPORT = 'import { pascalCase, snakeCase } from "change-case";';

const ENTRY = /^\s*BlueprintIcons_16\["([A-Za-z0-9]+)"\] = "([a-z0-9-]+)";$/gm;

/**
 * The enum module's code with each name listed once and the codepoints that follow it keyed by
 * literal names, or `code` unchanged when its enum does not have the shape this rewrite knows (a
 * Blueprint upgrade): a key that is not `pascalCase` of its name, or a line that is neither an
 * entry nor the enum's frame, a codepoint of an unknown key.
 */
export function compactIconNames(code: string): string {
  const frameEnd = '})(BlueprintIcons_16 || (BlueprintIcons_16 = {}));';
  const end = code.indexOf(frameEnd);
  if (end < 0) return code;
  const enumCode = code.slice(0, end + frameEnd.length);
  const entries = [...enumCode.matchAll(ENTRY)].map(([, key = '', name = '']) => ({ key, name }));
  const frame = enumCode.replace(ENTRY, '').replace(/\s+/g, ' ').trim();
  const expected =
    'export var BlueprintIcons_16; (function (BlueprintIcons_16) { })(BlueprintIcons_16 || (BlueprintIcons_16 = {}));';
  if (
    entries.length === 0 ||
    frame !== expected ||
    entries.some(({ key, name }) => changeCase.pascalCase(name) !== key)
  )
    return code;
  if (!nameCasesHold(entries.map(({ name }) => name))) return code;
  // The codepoints' keys as literals: a minifier drops an unused object but keeps each
  // `BlueprintIcons_16.Key` it reads (a property read might have effects), 8 KB of them.
  const nameOf = new Map(entries.map(({ key, name }) => [key, name]));
  let unknownKey = false;
  const rest = code
    .slice(end + frameEnd.length)
    .replace(/^\/\/# sourceMappingURL=.*$/m, '')
    .replace(/\[BlueprintIcons_16\.([A-Za-z0-9]+)\]/g, (read, key: string) => {
      const name = nameOf.get(key);
      if (name === undefined) unknownKey = true;
      return JSON.stringify(name ?? read);
    });
  if (unknownKey) return code;
  const names = entries.map(({ name }) => name).join(' ');
  return [
    `var pascalCase = ${NAME_CASES_CODE.pascalCase};`,
    'export var BlueprintIcons_16 = {};',
    `for (const name of ${JSON.stringify(names)}.split(" ")) BlueprintIcons_16[pascalCase(name)] = name;`,
    rest,
  ].join('\n');
}

/**
 * `iconNames`' code with change-case's two functions replaced by {@link NAME_CASES_CODE}, or `code`
 * unchanged when they would key any of `names` (the enum's) otherwise, or it imports them otherwise.
 */
export function localNameCases(code: string, names: readonly string[]): string {
  if (!code.includes(CHANGE_CASE_IMPORT) || !nameCasesHold(names)) return code;
  return code.replace(
    CHANGE_CASE_IMPORT,
    `var pascalCase = ${NAME_CASES_CODE.pascalCase}, snakeCase = ${NAME_CASES_CODE.snakeCase};`,
  );
}

/** Every icon name of the installed Blueprint, as its 16 px enum lists them. */
export function enumNames(): string[] {
  const code = readFileSync(require.resolve('@blueprintjs/icons/lib/esm/generated/16px/blueprint-icons-16.js'), 'utf8');
  return [...code.matchAll(ENTRY)].map(([, , name = '']) => name);
}

/** The rsbuild plugin applying `compactIconNames` to Blueprint's enum module and `localNameCases` to `iconNames`. */
export const pluginCompactIconNames: RsbuildPlugin = {
  name: 'compact-icon-names',
  setup(api) {
    api.transform({ test: ICON_ENUM_MODULE }, ({ code }) => compactIconNames(code));
    api.transform({ test: ICON_NAMES_MODULE }, ({ code }) => localNameCases(code, enumNames()));
  },
};
