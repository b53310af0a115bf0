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
