/**
 * axe-core in en-US on a phone (375 px): the demo pages. In `npm run test:matrix`.
 * Under the real CSP, in light and dark (`support/accessibility-audit.ts`); `support/tour-plan.ts`
 * says which routes this file audits and which file audits the rest of its language and width.
 */
import { auditTour } from './support/accessibility-audit';

jest.setTimeout(120_000);

auditTour(__filename);
