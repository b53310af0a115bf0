/**
 * axe-core on every route in en-US at desktop width (1280 px), light and dark; under the real CSP,
 * and no Chinese but data (`support/accessibility-audit.ts`). In `npm run test:matrix`, not `npm test`.
 */
import { auditEveryRouteIn } from './support/accessibility-audit';

jest.setTimeout(120_000);

auditEveryRouteIn('en-US', 'desktop');
