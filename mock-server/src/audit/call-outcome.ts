import type { components } from '../../../shared/contract/schema';

/** How a recorded call ended: done, or refused with the reason it answered (when it had one). */
export type CallOutcome = { result: 'success' } | { result: 'failure'; reason?: components['schemas']['ErrorReason'] };
