/**
 * axe-core in en-US on a phone (375 px), light and dark: the login page, the product's own pages,
 * the sidebar drawer and the header menu open; under the real CSP, and no Chinese but data
 * (`support/accessibility-audit.ts`). The demo pages at this language and width are audited by
 * `accessibility-en-US-phone-demos.matrix.test.ts`, in `npm run test:matrix`.
 */
import { auditEveryRouteIn } from './support/accessibility-audit';
import { PRODUCT_ROUTES } from './support/routes';

jest.setTimeout(120_000);

auditEveryRouteIn('en-US', 'phone', { routes: PRODUCT_ROUTES });
