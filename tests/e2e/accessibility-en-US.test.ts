/**
 * axe-core on every route in en-US, in the light and the dark theme, at desktop width and on a
 * phone; under the real CSP, and at desktop width no Chinese but data (`support/accessibility-audit.ts`).
 */
import { auditEveryRouteIn } from './support/accessibility-audit';

jest.setTimeout(120_000);

auditEveryRouteIn('en-US');
