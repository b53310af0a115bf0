/**
 * axe-core on every route in zh-CN at desktop width (1280 px), light and dark, with the collapsed
 * sidebar's flyout; under the real CSP, and no English but proper names (`support/accessibility-audit.ts`).
 */
import { auditEveryRouteIn } from './support/accessibility-audit';

jest.setTimeout(120_000);

auditEveryRouteIn('zh-CN', 'desktop');
