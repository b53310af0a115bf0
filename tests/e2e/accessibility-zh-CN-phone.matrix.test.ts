/**
 * axe-core on every route in zh-CN on a phone (375 px), light and dark, with the sidebar drawer and
 * the header menu open; under the real CSP (`support/accessibility-audit.ts`).
 */
import { auditEveryRouteIn } from './support/accessibility-audit';

jest.setTimeout(120_000);

auditEveryRouteIn('zh-CN', 'phone');
