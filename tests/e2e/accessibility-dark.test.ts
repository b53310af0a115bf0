/**
 * axe-core on every route in the dark theme (the system's scheme, followed while nothing is chosen), with the settings drawer open too: both languages, desktop width and a phone
 * (`support/accessibility-audit.ts`).
 */
import { auditEveryRouteIn } from './support/accessibility-audit';

jest.setTimeout(120_000);

auditEveryRouteIn('dark');
