/**
 * Global setup of the web jest project: builds the Blueprint bundles that `jest.config.js` maps
 * `@blueprintjs/core`, `@blueprintjs/icons` and `@blueprintjs/icons/next` to.
 *
 * Blueprint's CommonJS build is some 5 500 modules (every icon as a component and as paths, and
 * again as "next" icons), and jest loads and compiles each of them anew for every test file that
 * imports Blueprint: more than a second of CPU a file. One file per package, bundled by esbuild
 * from the same ES modules the app's build uses, unchanged, loads in about a quarter of that. The
 * bundles are rebuilt when the installed versions change and written atomically, so jest runs
 * side by side share them.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '@jest/types';
import { build } from 'esbuild';

const PACKAGES = ['@blueprintjs/core', '@blueprintjs/icons', '@blueprintjs/icons/next'];

/** One bundle per package; the others and React stay outside it, so each exists once in a test. */
async function bundle(entry: string, outfile: string): Promise<void> {
  const partial = `${outfile}.${process.pid}.partial`;
  await build({
    entryPoints: [entry],
    outfile: partial,
    bundle: true,
    format: 'cjs',
    platform: 'browser',
    external: ['react', 'react/*', 'react-dom', 'react-dom/*', ...PACKAGES.filter((name) => name !== entry)],
    // Left for the test run to answer (`test`), as the CommonJS build reads it, not fixed at bundle time.
    define: { 'process.env.NODE_ENV': 'process.env.NODE_ENV' },
    logLevel: 'warning',
  });
  renameSync(partial, outfile);
}

/** The installed versions the bundles were built from, e.g. `@blueprintjs/core@6.20.0 @blueprintjs/icons@6.14.1`. */
function installedVersions(rootDir: string): string {
  return ['@blueprintjs/core', '@blueprintjs/icons']
    .map(
      (name) =>
        `${name}@${(JSON.parse(readFileSync(path.join(rootDir, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version}`,
    )
    .join(' ');
}

export default async function buildBlueprintBundles(
  _global: Config.GlobalConfig,
  project: Config.ProjectConfig,
): Promise<void> {
  const targets = PACKAGES.map((name) => {
    const mapped = project.moduleNameMapper.find(([pattern]) => pattern === `^${name}$`);
    if (!mapped) throw new Error(`jest.config.js maps no bundle for ${name}`);
    return { name, outfile: mapped[1] };
  });
  const dir = path.dirname(targets[0]!.outfile);
  const stamp = path.join(dir, 'versions.txt');
  const versions = installedVersions(project.rootDir);
  const current =
    existsSync(stamp) &&
    readFileSync(stamp, 'utf8') === versions &&
    targets.every(({ outfile }) => existsSync(outfile));
  if (current) return;
  mkdirSync(dir, { recursive: true });
  await Promise.all(targets.map(({ name, outfile }) => bundle(name, outfile)));
  writeFileSync(stamp, versions);
}
