// One runner, three projects: node-side units and contract tests, the web app in jsdom, and
// end-to-end tests in a real Chromium (each file starts its own stack, so files run side by side).
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];
const transform = { '^.+\\.(t|j|mj)sx?$': swc };
// ESM-only packages that jest must transform too.
const esmOnly = ['openapi-fetch', 'pixelmatch'];
const transformIgnorePatterns = [`/node_modules/(?!(${esmOnly.join('|')})/)`];
// Blueprint, one bundle per package (`scripts/jest/blueprint-bundles.ts` builds them before the web
// tests and says why). Under node_modules, so React resolves from there.
const blueprintBundle = (file) => `<rootDir>/node_modules/.cache/jest-blueprint/${file}`;
// The path aliases of tsconfig.json, after any mapping by file type (the first match wins).
const aliases = {
  '^@/(.*)$': '<rootDir>/web/src/$1',
  '^@shared/(.*)$': '<rootDir>/shared/$1',
};

module.exports = {
  // Component tests type into forms with user-event; on a loaded two-core CI machine a few take
  // several seconds of wall clock. A timeout is a hang detector here, never a speed check.
  testTimeout: 20_000,
  testSequencer: '<rootDir>/scripts/jest/longest-first-sequencer.mjs',
  projects: [
    {
      displayName: 'node',
      testEnvironment: 'node',
      transform,
      transformIgnorePatterns,
      moduleNameMapper: aliases,
      testMatch: [
        '<rootDir>/mock-server/**/*.test.ts',
        '<rootDir>/tests/contract/**/*.test.ts',
        '<rootDir>/tests/tooling/**/*.test.ts',
        '<rootDir>/scripts/**/*.test.ts',
        '<rootDir>/tests/delivery/**/*.test.ts',
      ],
      // `*.matrix.test.ts` runs in `npm run test:matrix` (the `other-seed` project), outside `npm test`.
      testPathIgnorePatterns: ['/node_modules/', '\\.matrix\\.test\\.ts$'],
    },
    {
      // The contract suite again, against mocks seeded with data that shares nothing with the
      // default seed (`tests/contract/support/other-seed-env.ts`): the suite depends on no seed.
      // With it, the suite's CLI read-only against that seed, as a back-end team's first run is
      // (`scripts/contract/read-only-run.matrix.test.ts`). In `npm run test:matrix`, outside `npm test`.
      displayName: 'other-seed',
      testEnvironment: 'node',
      setupFiles: ['<rootDir>/tests/contract/support/other-seed-env.ts'],
      transform,
      transformIgnorePatterns,
      moduleNameMapper: aliases,
      testMatch: ['<rootDir>/tests/contract/*.test.ts', '<rootDir>/scripts/contract/*.matrix.test.ts'],
    },
    {
      displayName: 'web',
      testEnvironment: 'jsdom',
      // Before every web test file: TextEncoder for react-router (jsdom lacks it), jest-dom's matchers.
      setupFilesAfterEnv: ['<rootDir>/web/src/app/test-env.ts'],
      globalSetup: '<rootDir>/scripts/jest/blueprint-bundles.ts',
      transform,
      transformIgnorePatterns,
      testMatch: ['<rootDir>/web/**/*.test.{ts,tsx}'],
      moduleNameMapper: {
        '^@blueprintjs/core$': blueprintBundle('core.cjs'),
        '^@blueprintjs/icons$': blueprintBundle('icons.cjs'),
        '^@blueprintjs/icons/next$': blueprintBundle('icons-next.cjs'),
        '\\.(css|svg|png)(\\?.*)?$': '<rootDir>/web/src/testing/file-stub.js',
        // The icon loader imports Blueprint's ES modules one by one; jest runs their CommonJS twins.
        '^@blueprintjs/icons/lib/esm/(.*)$': '<rootDir>/node_modules/@blueprintjs/icons/lib/cjs/$1',
        ...aliases,
      },
    },
    {
      displayName: 'e2e',
      testEnvironment: 'node',
      // One snapshot of the built app for the run, served by every file's stack.
      globalSetup: '<rootDir>/tests/e2e/support/global-setup.ts',
      globalTeardown: '<rootDir>/tests/e2e/support/global-teardown.ts',
      transform,
      transformIgnorePatterns,
      moduleNameMapper: aliases,
      testMatch: ['<rootDir>/tests/e2e/**/*.test.ts'],
      // Stress runs (`*.stress.test.ts`) have scripts of their own (`npm run stress:*`), and the
      // other pairs of a matrix (`*.matrix.test.ts`) theirs (`npm run test:matrix`), outside `npm test`.
      testPathIgnorePatterns: [
        '/node_modules/',
        ...(process.env.E2E_STRESS === '1' ? [] : ['\\.stress\\.test\\.ts$']),
        ...(process.env.E2E_MATRIX === '1' ? [] : ['\\.matrix\\.test\\.ts$']),
      ],
    },
  ],
};
