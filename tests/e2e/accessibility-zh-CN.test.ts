/**
 * axe-core on every route in zh-CN, in the light and the dark theme, at desktop width and on a
 * phone, with the overlays that only open in this language's names; under the real CSP, and at
 * desktop width no English but proper names (`support/accessibility-audit.ts`).
 */
import { auditEveryRouteIn } from './support/accessibility-audit';

jest.setTimeout(120_000);

auditEveryRouteIn('zh-CN');
