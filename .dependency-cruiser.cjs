/**
 * The import rules of the layers (docs/architecture.md). Higher layers may import lower ones, never
 * the reverse: app → pages, layouts → features → components → lib → api → i18n, config → shared.
 * demos/ (the demo pages' code, apart from the product) sits between pages and features.
 * Tests and the testing helpers may reach any layer; nothing else may import the testing helpers.
 */
const WEB = '^web/src/';
const TEST = '(\\.test\\.tsx?$|^web/src/testing/|^tests/)';

/** A rule that forbids `from` (outside tests) importing any of `above`. */
function below(name, from, above) {
  return {
    name,
    severity: 'error',
    comment: `${from} is below ${above.join(', ')} and must not import them`,
    from: { path: `${WEB}${from}`, pathNot: TEST },
    to: { path: `${WEB}(${above.join('|')})(/|\\.tsx?$)` },
  };
}

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Import cycles, type imports included, hide which module depends on which.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'mock-server-not-web',
      severity: 'error',
      comment: 'The mock server shares only the contract types (shared/) with the web app.',
      from: { path: '^mock-server/' },
      to: { path: '^web/' },
    },
    {
      name: 'shared-is-a-leaf',
      severity: 'error',
      comment: 'shared/ is imported by both sides and imports neither.',
      from: { path: '^shared/' },
      to: { path: '^(web|mock-server|scripts|tests)/' },
    },
    {
      name: 'web-not-server-or-tooling',
      severity: 'error',
      from: { path: WEB, pathNot: TEST },
      to: { path: '^(mock-server|scripts|tests)/' },
    },
    below('base-layer', '(i18n|config)', [
      'api',
      'lib',
      'components',
      'features',
      'demos',
      'layouts',
      'pages',
      'app',
      'main',
    ]),
    below('api-layer', 'api/', ['lib', 'components', 'features', 'demos', 'layouts', 'pages', 'app', 'main']),
    below('lib-layer', 'lib/', ['components', 'features', 'demos', 'layouts', 'pages', 'app', 'main']),
    below('components-layer', 'components/', ['features', 'demos', 'layouts', 'pages', 'app', 'main']),
    below('features-layer', 'features/', ['demos', 'layouts', 'pages', 'app', 'main']),
    // The demo pages' code: it may use the product's features, which never depend on it.
    below('demos-layer', 'demos/', ['layouts', 'pages', 'app', 'main']),
    below('layouts-layer', 'layouts/', ['demos', 'pages', 'app', 'main']),
    below('pages-layer', 'pages/', ['layouts', 'app', 'main']),
    {
      name: 'components-are-pure-ui',
      severity: 'error',
      comment:
        'components/ is UI alone: the store, the API client and the toaster belong to the feature that uses them (docs/architecture.md); eslint.config.mjs refuses the state libraries.',
      from: { path: `${WEB}components/`, pathNot: TEST },
      to: {
        path: [`${WEB}lib/store(/|\\.tsx?$)`, `${WEB}lib/toaster(/|\\.tsx?$)`, `${WEB}api/client\\.ts$`],
      },
    },
    {
      name: 'feature-through-its-index',
      severity: 'error',
      comment:
        'A feature (or a demo) is reached only through its index.ts (and lazy.ts, its parts loaded on demand): its inside may change freely.',
      // The build's plugins (scripts/build) run in Node, outside the bundler: they read a plain module of a
      // feature (the theme boot script), never its index, which loads components.
      from: { pathNot: [TEST, `${WEB}(features|demos)/`, '^scripts/build/'] },
      to: { path: `${WEB}(features|demos)/[^/]+/`, pathNot: `${WEB}(features|demos)/[^/]+/(index|lazy)\\.tsx?$` },
    },
    {
      name: 'other-feature-through-its-index',
      severity: 'error',
      comment: 'A feature (or a demo) reaches another only through its index.ts.',
      from: { path: `${WEB}(features|demos)/([^/]+)/`, pathNot: TEST },
      to: {
        path: `${WEB}(features|demos)/[^/]+/`,
        pathNot: [`${WEB}(features|demos)/[^/]+/(index|lazy)\\.tsx?$`, `${WEB}$1/$2/`],
      },
    },
    {
      name: 'lazy-parts-loaded-on-demand',
      severity: 'error',
      comment:
        "A feature's lazy.ts holds what it loads on demand: imported with import() only, so it stays out of the chunk of its importer.",
      from: { pathNot: TEST },
      to: { path: `${WEB}features/[^/]+/lazy\\.tsx?$`, dependencyTypesNot: ['dynamic-import'] },
    },
    {
      name: 'testing-only-in-tests',
      severity: 'error',
      from: { pathNot: TEST },
      to: { path: `${WEB}testing/` },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.cjs', '.json'] },
  },
};
