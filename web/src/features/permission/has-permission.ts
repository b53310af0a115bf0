import { messages } from '../../i18n';
import { holdsAny, isPermissionValue } from './check-permission';

/**
 * The function form of the permission check: whether the user holds at least one of `value`'s
 * permissions. A malformed `value` is logged and denied, never thrown.
 */
export function hasPermission(value: unknown, permissions: readonly string[]): boolean {
  if (!isPermissionValue(value)) {
    console.error(messages.permission.functionMisuse);
    return false;
  }
  return holdsAny(value, permissions);
}
