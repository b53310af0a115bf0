/**
 * Blueprint's icon-name enum at a quarter of its weight. Every Blueprint `Icon` validates names
 * against it, so the login page ships all 706 names, each written twice (`Add = "add"` as the
 * TypeScript enum compiles): 7 KB gzip. The key is always `pascalCase` of the name, so the build
 * rewrites the module to list each name once and compute the keys, the same object at 3 KB.
 */
import type { RsbuildPlugin } from '@rsbuild/core';
import { createRequire } from 'node:module';

/** `pascalCase` of the change-case that Blueprint's icons import (their own copy, not the app's). */
const { pascalCase } = createRequire(require.resolve('@blueprintjs/icons/package.json'))('change-case') as { pascalCase: (text: string) => string };

/** The module rewritten: the 16 px enum, the only one `iconNames` (and so every `Icon`) reads. */
export const ICON_ENUM_MODULE = /@blueprintjs[\\/]icons[\\/]lib[\\/]esm[\\/]generated[\\/]16px[\\/]blueprint-icons-16\.js$/;

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
  const expected = 'export var BlueprintIcons_16; (function (BlueprintIcons_16) { })(BlueprintIcons_16 || (BlueprintIcons_16 = {}));';
  if (entries.length === 0 || frame !== expected || entries.some(({ key, name }) => pascalCase(name) !== key)) return code;
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
    'import { pascalCase } from "change-case";',
    'export var BlueprintIcons_16 = {};',
    `for (const name of ${JSON.stringify(names)}.split(" ")) BlueprintIcons_16[pascalCase(name)] = name;`,
    rest,
  ].join('\n');
}

/** The rsbuild plugin applying `compactIconNames` to Blueprint's enum module. */
export const pluginCompactIconNames: RsbuildPlugin = {
  name: 'compact-icon-names',
  setup(api) {
    api.transform({ test: ICON_ENUM_MODULE }, ({ code }) => compactIconNames(code));
  },
};
