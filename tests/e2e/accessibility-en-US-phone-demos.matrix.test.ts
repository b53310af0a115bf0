/**
 * axe-core on the demo pages in en-US on a phone (375 px), light and dark; under the real CSP, and
 * no Chinese but data (`support/accessibility-audit.ts`). `accessibility-en-US-phone.test.ts`
 * audits the rest at this language and width in `npm test`; this file is in `npm run test:matrix`.
 */
import { auditEveryRouteIn } from './support/accessibility-audit';
import { DEMO_ROUTES } from './support/routes';

jest.setTimeout(120_000);

auditEveryRouteIn('en-US', 'phone', { routes: DEMO_ROUTES, chrome: false });
