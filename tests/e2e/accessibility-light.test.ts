/**
 * axe-core on every route in the light theme: both languages, desktop width and a phone
 * (`support/accessibility-audit.ts`).
 */
import { auditEveryRouteIn } from './support/accessibility-audit';

jest.setTimeout(120_000);

auditEveryRouteIn('light');
