import type { CatalogueOf } from '@/i18n/catalogue';
import type { auditTrail as zhCNAuditTrail } from '@/i18n/zh-CN/audit-trail';

/** en-US catalogue section `auditTrail`: texts both audit logs share (operation log, sign-in log). */
export const auditTrail: CatalogueOf<typeof zhCNAuditTrail> = {
  results: { success: 'Done', failure: 'Refused' },
  resultFilter: 'Filter by result',
  allResults: 'All results',
  range: 'Time range',
  from: 'From',
  to: 'To',
  rangeTo: 'to',
  failedBecause: 'Refused: {reason}',
};
