/**
 * The accessibility tours split each (language, width) pair between `npm test` and
 * `npm run test:matrix` (`tests/e2e/support/tour-plan.ts`). A page left out of every file of a pair,
 * audited twice in one, or a tour file the plan does not know would quietly shrink or slow the audit.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { TOUR_PLAN } from '../e2e/support/tour-plan';
import { DEMO_ROUTES, DEMO_SECTIONS, SIGNED_IN_ROUTES } from '../e2e/support/tour-routes';

const E2E = path.resolve(__dirname, '../e2e');
const tours = Object.entries(TOUR_PLAN);
const sorted = (values: Iterable<string>) => [...values].sort();

it('names every accessibility test file, and only those', () => {
  const files = readdirSync(E2E).filter((file) => /^accessibility-.*\.test\.ts$/.test(file));
  expect(sorted(Object.keys(TOUR_PLAN))).toEqual(sorted(files));
});

describe.each(['zh-CN', 'en-US'])('in %s', (language) => {
  it.each(['desktop', 'phone'])('at %s width, audits every signed-in route once and the login page once', (width) => {
    const pair = tours.filter(([, tour]) => tour.language === language && tour.width === width);
    expect({
      routes: sorted(pair.flatMap(([, tour]) => tour.routes)),
      chromeFiles: pair.filter(([, tour]) => tour.chrome).length,
    }).toEqual({ routes: sorted(SIGNED_IN_ROUTES), chromeFiles: 1 });
  });
});

it('in npm test alone, audits every signed-in route, in each language, at each width, and the login page', () => {
  const inNpmTest = tours.filter(([file]) => !file.endsWith('.matrix.test.ts')).map(([, tour]) => tour);
  expect({
    routes: sorted(new Set(inNpmTest.flatMap((tour) => tour.routes))),
    languages: sorted(new Set(inNpmTest.map((tour) => tour.language))),
    widths: sorted(new Set(inNpmTest.map((tour) => tour.width))),
    login: inNpmTest.some((tour) => tour.chrome),
  }).toEqual({
    routes: sorted(SIGNED_IN_ROUTES),
    languages: ['en-US', 'zh-CN'],
    widths: ['desktop', 'phone'],
    login: true,
  });
});

it('finds demo pages in each demo section, so the split between product and demo pages is not stale', () => {
  const empty = DEMO_SECTIONS.filter((section) => !DEMO_ROUTES.some((route) => route.startsWith(section)));
  expect(empty).toEqual([]);
});
