import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// Blueprint's legacy Popover (react-popper) mis-positions its content under React 19.
const legacyPopover = {
  name: '@blueprintjs/core',
  importNames: ['Popover'],
  message: 'Use PopoverNext: the legacy Popover mis-positions under React 19.',
};
// Blueprint names its Spinner "loading" in English, whatever the language.
const unnamedSpinner = {
  name: '@blueprintjs/core',
  importNames: ['Spinner'],
  message: 'Use LoadingSpinner (components/loading-spinner): it is named from the catalogue.',
};
// A loader's redirect to a path built from the address could lead off the site.
const unsafeRedirect = {
  name: 'react-router-dom',
  importNames: ['redirect'],
  message: 'Use safeRedirect (app/routing/safe-redirect): it never leaves the origin.',
};
// components/ is UI alone: the store and effects belong to the feature that uses them (docs/architecture.md).
// The store, the API client and the toaster of web/src are refused by the layer rules (.dependency-cruiser.cjs).
const stateLibraries = {
  group: ['redux', 'redux-saga', 'redux-saga/*', 'react-redux', '@reduxjs/toolkit', '@reduxjs/toolkit/*'],
  message: 'components/ is UI alone: move state and effects into the feature that owns them.',
};

// A feature's state and saga join the store when the app's wiring or a route's lazy registers
// them (docs/architecture.md), never as a module loads: the build takes web/src as free of
// import-time side effects, so a registration at module level could silently not run.
const REGISTRATION = '/^(registerFeature|registerShellFeatures|injectSaga)$/';
const AT_MODULE_LEVEL = [
  'Program > ExpressionStatement',
  'Program > VariableDeclaration > VariableDeclarator',
  'Program > ExportNamedDeclaration > VariableDeclaration > VariableDeclarator',
];
const moduleLevelRegistration = AT_MODULE_LEVEL.flatMap((place) => [
  {
    selector: `${place} > CallExpression[callee.name=${REGISTRATION}]`,
    message: 'Register a feature from the app wiring or a route, not as a module loads.',
  },
  {
    selector: `${place} > CallExpression[callee.property.name=/^(inject|injectInto)$/]`,
    message: "Inject a feature's state through registerFeature, not as a module loads.",
  },
  {
    selector: `${place} > CallExpression > Identifier.arguments[name=${REGISTRATION}]`,
    message: 'Register a feature from the app wiring or a route, not as a module loads.',
  },
]);

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'coverage',
      'shared/contract/schema.d.ts',
      'shared/contract/patterns',
      'screenshots',
      'test-results',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'no-restricted-imports': ['error', { paths: [legacyPopover, unnamedSpinner, unsafeRedirect] }],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'web/src/testing/**'],
    rules: { 'no-restricted-syntax': ['error', ...moduleLevelRegistration] },
  },
  // The mock is a package of its own, loaded where tsconfig's path aliases are not read (jest's
  // global setup, which starts it for the end-to-end tests): it names shared code by its path.
  {
    files: ['mock-server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^@(shared)?/', message: 'The mock imports shared code by its relative path.' }] },
      ],
    },
  },
  {
    files: ['web/src/app/routing/safe-redirect.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [legacyPopover, unnamedSpinner] }] },
  },
  {
    files: ['web/src/components/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [legacyPopover, unnamedSpinner, unsafeRedirect], patterns: [stateLibraries] },
      ],
    },
  },
  {
    files: ['web/src/components/loading-spinner/loading-spinner.tsx'],
    rules: {
      'no-restricted-imports': ['error', { paths: [legacyPopover, unsafeRedirect], patterns: [stateLibraries] }],
    },
  },
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser, ...globals.jest } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['info', 'warn', 'error', 'table'] }],
    },
  },
);
