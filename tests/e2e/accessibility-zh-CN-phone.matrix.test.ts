/**
 * axe-core on every route in zh-CN on a phone (375 px), light and dark, with the sidebar drawer and
 * the header menu open; under the real CSP, and no English but proper names
 * (`support/accessibility-audit.ts`). In `npm run test:matrix`, not `npm test`.
 */
import { auditEveryRouteIn } from './support/accessibility-audit';

jest.setTimeout(120_000);

auditEveryRouteIn('zh-CN', 'phone');
