import type { SoakReport } from './report';

/** For tests: the counts of a soak run that broke nothing, every one of them zero. */
export const CLEAN_COUNTS: SoakReport['counts'] = {
  serverErrors: 0,
  unexpected9999: 0,
  missingWrites: 0,
  revokedAccepted: 0,
  endedSessionsAccepted: 0,
};
