/**
 * `npm run contract:pack [-- <folder>]`: the contract suite as a package of its own, for a back-end
 * team that runs it without the front end (default folder: .cache/contract-suite). The CLI and
 * the test files are compiled to JavaScript; the libraries they import are bundled once into lib/,
 * which they all require, but jest and its JUnit reporter, which load their parts by name at run
 * time: those two are the package's only dependencies, at the versions of the repository's lockfile. Test files that test the repository's own code (the
 * mock's or the web app's, beside the contract) are left out. `npm ci` in the folder installs it;
 * `node cli.js --base-url <url>` runs it.
 */
import { builtinModules } from 'node:module';
import { copyFileSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type BuildOptions, type Plugin, build } from 'esbuild';
import { listSuiteOperations } from '../selection';
import { type Lockfile, extractLock } from './lockfile';
import { OPERATIONS_FILE } from './packed-layout';

const repo = path.resolve(__dirname, '../../..');
const suiteDir = path.join(repo, 'tests', 'contract');
/** What the packed suite leaves to be installed: jest and its reporter find their parts by name. */
const RUNTIME = ['jest', 'jest-junit'];

/** Serves `replacement` wherever a module resolves to `target` (both without extension). */
function replace(target: string, replacement: string): Plugin['setup'] {
  return (pluginBuild) => {
    pluginBuild.onResolve({ filter: /^\.\.?\// }, (args) =>
      path.resolve(args.resolveDir, args.path) === target ? { path: replacement } : undefined,
    );
  };
}

/** Notes in `used` each import of the repository's own code (`mock-server/`, `web/`), left unresolved. */
function repositoryCode(used: Set<string>): Plugin['setup'] {
  const own = [path.join(repo, 'mock-server'), path.join(repo, 'web')].map((dir) => dir + path.sep);
  return (pluginBuild) => {
    pluginBuild.onResolve({ filter: /^\.\.?\// }, (args) => {
      const target = path.resolve(args.resolveDir, args.path);
      if (!own.some((dir) => target.startsWith(dir))) return undefined;
      used.add(path.relative(repo, target));
      return { path: args.path, external: true };
    });
  };
}

/** The bundle in lib/ of a library specifier (`ajv/dist/2020` -> `lib/ajv__dist__2020.js`). */
const libraryFile = (outDir: string, specifier: string) =>
  path.join(outDir, 'lib', `${specifier.replace(/\//g, '__')}.js`);

/** Points each library import but the runtime's at its bundle in lib/, noting the specifier in `used`. */
function sharedLibraries(outDir: string, outfile: string, used: Set<string>): Plugin['setup'] {
  const builtins = new Set(builtinModules);
  return (pluginBuild) => {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) => {
      const name = args.path
        .split('/')
        .slice(0, args.path.startsWith('@') ? 2 : 1)
        .join('/');
      if (args.path.startsWith('node:') || builtins.has(name) || RUNTIME.includes(name)) return undefined;
      used.add(args.path);
      return {
        path: `./${path.relative(path.dirname(outfile), libraryFile(outDir, args.path)).split(path.sep).join('/')}`,
        external: true,
      };
    });
  };
}

const common: BuildOptions = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  external: RUNTIME,
  logLevel: 'warning',
  legalComments: 'none',
};

/** Compiles one test file; answers the repository code it imports (the file is not kept then). */
async function packTest(file: string, outDir: string, libraries: Set<string>): Promise<string[]> {
  const used = new Set<string>();
  const outfile = path.join(outDir, 'tests', 'contract', file.replace(/\.ts$/, '.js'));
  await build({
    ...common,
    entryPoints: [path.join(suiteDir, file)],
    outfile,
    plugins: [
      {
        name: 'no-mock',
        setup: replace(path.join(repo, 'mock-server', 'src', 'server'), path.join(__dirname, 'no-mock.ts')),
      },
      { name: 'repository-code', setup: repositoryCode(used) },
      { name: 'shared-libraries', setup: sharedLibraries(outDir, outfile, libraries) },
    ],
  });
  if (used.size > 0) rmSync(outfile);
  return [...used];
}

function writeJson(file: string, value: unknown): void {
  writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
}

/** The packed suite's package.json: the workspace's name and version, the runtime dependencies at its ranges. */
function packageJson(): { name: string; version: string; dependencies: Record<string, string> } & Record<
  string,
  unknown
> {
  const workspace = JSON.parse(readFileSync(path.join(suiteDir, 'package.json'), 'utf8')) as {
    name: string;
    version: string;
    license: string;
    dependencies: Record<string, string>;
  };
  const root = JSON.parse(readFileSync(path.join(repo, 'package.json'), 'utf8')) as { engines: Record<string, string> };
  const dependencies = Object.fromEntries(RUNTIME.map((name) => [name, workspace.dependencies[name]!]));
  return {
    name: workspace.name,
    version: workspace.version,
    private: true,
    description:
      'The contract suite of openapi.yaml, standalone: node cli.js --base-url <url> (--help lists the options)',
    license: workspace.license,
    bin: { 'contract-suite': 'cli.js' },
    scripts: { contract: 'node cli.js' },
    engines: root.engines,
    dependencies,
  };
}

/** jest's configuration of the packed suite: plain JavaScript, nothing to transform. */
const JEST_CONFIG = `// The packed contract suite: compiled test files, run as they are.
module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/tests/contract/*.test.js'],
  transform: {},
  testTimeout: 20000,
};
`;

async function main(outDir: string): Promise<void> {
  const started = Date.now();
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const files = readdirSync(suiteDir)
    .filter((name) => name.endsWith('.test.ts'))
    .sort();
  const leftOut: string[] = [];
  const libraries = new Set<string>();
  for (const file of files) {
    const used = await packTest(file, outDir, libraries);
    if (used.length > 0) leftOut.push(`${file} (tests ${used.join(', ')})`);
  }
  const packed = new Set(files.filter((file) => !leftOut.some((line) => line.startsWith(`${file} `))));
  writeJson(
    path.join(outDir, OPERATIONS_FILE),
    listSuiteOperations().filter((op) => packed.has(op.file)),
  );

  const layoutPlugin = {
    name: 'packed-layout',
    setup: replace(path.join(__dirname, '..', 'suite-layout'), path.join(__dirname, 'packed-layout.ts')),
  };
  const cli = path.join(outDir, 'cli.js');
  const reporter = path.join(outDir, 'progress-reporter.js');
  await build({
    ...common,
    entryPoints: [path.join(__dirname, '..', 'index.ts')],
    outfile: cli,
    banner: { js: '#!/usr/bin/env node' },
    plugins: [layoutPlugin, { name: 'shared-libraries', setup: sharedLibraries(outDir, cli, libraries) }],
  });
  await build({
    ...common,
    entryPoints: [path.join(__dirname, '..', 'progress-reporter.ts')],
    outfile: reporter,
    plugins: [{ name: 'shared-libraries', setup: sharedLibraries(outDir, reporter, libraries) }],
  });
  // One bundle holds every library, so that those that share a package (ajv and ajv-formats) share its one copy.
  const vendor = [...libraries].map(
    (specifier) => `  ${JSON.stringify(specifier)}: require(${JSON.stringify(specifier)}),`,
  );
  await build({
    ...common,
    stdin: { contents: `module.exports = {\n${vendor.join('\n')}\n};`, resolveDir: suiteDir },
    outfile: path.join(outDir, 'lib', 'vendor.js'),
  });
  for (const specifier of libraries)
    writeFileSync(
      libraryFile(outDir, specifier),
      `module.exports = require('./vendor.js')[${JSON.stringify(specifier)}];\n`,
    );
  writeFileSync(path.join(outDir, 'jest.config.js'), JEST_CONFIG);
  copyFileSync(path.join(repo, 'openapi.yaml'), path.join(outDir, 'openapi.yaml'));

  const pkg = packageJson();
  writeJson(path.join(outDir, 'package.json'), pkg);
  const lock = JSON.parse(readFileSync(path.join(repo, 'package-lock.json'), 'utf8')) as Lockfile;
  writeJson(
    path.join(outDir, 'package-lock.json'),
    extractLock(lock, path.relative(repo, suiteDir).split(path.sep).join('/'), pkg),
  );

  console.info(
    `packed ${packed.size} test files and ${libraries.size} libraries into ${path.relative(process.cwd(), outDir) || '.'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  for (const line of leftOut) console.info(`left out: ${line}`);
  console.info(`install: cd ${outDir} && npm ci --omit=dev; run: node cli.js --base-url <url>`);
}

main(path.resolve(process.argv[2] ?? path.join(repo, '.cache', 'contract-suite'))).catch((err: unknown) => {
  console.error(`contract:pack: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
