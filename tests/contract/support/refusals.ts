import { PRIVILEGE_RULES } from '@shared/privilege-rules';

/** A privilege rule's reason. */
export type PrivilegeReason = keyof typeof PRIVILEGE_RULES;

/** The error object of a refusal by privilege rule `reason`: HTTP 401, code 401. */
export const privilegeRefusal = (reason: PrivilegeReason) => ({ code: 401, reason, message: PRIVILEGE_RULES[reason] });

/** The error object of the access guard's refusal: the caller's roles do not allow the call. */
export const NO_PERMISSION = { code: 401, reason: 'no_permission', message: 'no permission for this call' } as const;

/** The error object of a refused token (code 9999): invalid, expired or revoked. */
export const TOKEN_REFUSED = { code: 9999, reason: 'token_invalid', message: 'invalid or expired token' } as const;
