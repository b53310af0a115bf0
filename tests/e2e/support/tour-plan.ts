/**
 * What each accessibility tour file audits: one language at one width, and which part of the app.
 * Every (language, width) pair covers every signed-in route exactly once and the login page and
 * overlays once, across `npm test` (the files without `.matrix`) and `npm run test:matrix`, whose
 * split keeps `npm test` within its time while it still audits every page in one pair or another
 * (`tests/tooling/accessibility-tours.test.ts` holds the plan to this).
 */
import { DEMO_ROUTES, PRODUCT_ROUTES, SIGNED_IN_ROUTES } from './tour-routes';

export type Language = 'zh-CN' | 'en-US';
export type Width = 'desktop' | 'phone';

export interface Tour {
  language: Language;
  width: Width;
  /** The signed-in routes it visits. */
  routes: readonly string[];
  /** Whether it audits the login page and the overlays of its width too. */
  chrome: boolean;
}

/** Each tour, by the name of its file in `tests/e2e/`. */
export const TOUR_PLAN: Readonly<Record<string, Tour>> = {
  'accessibility-zh-CN-desktop.test.ts': { language: 'zh-CN', width: 'desktop', routes: DEMO_ROUTES, chrome: true },
  'accessibility-zh-CN-desktop-product.matrix.test.ts': {
    language: 'zh-CN',
    width: 'desktop',
    routes: PRODUCT_ROUTES,
    chrome: false,
  },
  'accessibility-en-US-phone.test.ts': { language: 'en-US', width: 'phone', routes: PRODUCT_ROUTES, chrome: true },
  'accessibility-en-US-phone-demos.matrix.test.ts': {
    language: 'en-US',
    width: 'phone',
    routes: DEMO_ROUTES,
    chrome: false,
  },
  'accessibility-en-US-desktop.matrix.test.ts': {
    language: 'en-US',
    width: 'desktop',
    routes: SIGNED_IN_ROUTES,
    chrome: true,
  },
  'accessibility-zh-CN-phone.matrix.test.ts': {
    language: 'zh-CN',
    width: 'phone',
    routes: SIGNED_IN_ROUTES,
    chrome: true,
  },
};
