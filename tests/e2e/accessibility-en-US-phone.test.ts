/**
 * axe-core on every route in en-US on a phone (375 px), light and dark, with the sidebar drawer and
 * the header menu open; under the real CSP, and no Chinese but data (`support/accessibility-audit.ts`).
 */
import { auditEveryRouteIn } from './support/accessibility-audit';

jest.setTimeout(120_000);

auditEveryRouteIn('en-US', 'phone');
