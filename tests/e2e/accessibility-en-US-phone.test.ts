/**
 * axe-core on every route in en-US on a phone (375 px), light and dark; under the real CSP
 * (`support/accessibility-audit.ts`).
 */
import { auditEveryRouteIn } from './support/accessibility-audit';

jest.setTimeout(120_000);

auditEveryRouteIn('en-US', 'phone');
