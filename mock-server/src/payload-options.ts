import type { RouteOptionsPayload } from '@hapi/hapi';

/**
 * The payload options of a call that takes no body: whatever is sent (up to 1 KB, else 413) is read
 * raw, whatever its content type, and refused with a 400 (`contract/contract-input.ts`).
 */
export const NO_BODY: RouteOptionsPayload = { maxBytes: 1024, parse: false, output: 'data' };
