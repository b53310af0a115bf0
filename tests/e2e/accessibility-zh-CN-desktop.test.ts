/**
 * axe-core in zh-CN at desktop width (1280 px): the login page, the demo pages, the settings drawer and the collapsed sidebar's flyout.
 * Under the real CSP, in light and dark (`support/accessibility-audit.ts`); `support/tour-plan.ts`
 * says which routes this file audits and which file audits the rest of its language and width.
 */
import { auditTour } from './support/accessibility-audit';

jest.setTimeout(120_000);

auditTour(__filename);
