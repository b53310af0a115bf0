import { messages } from '@/i18n';
import { type PermissionValue, holdsAny, isPermissionValue } from './check-permission';

/**
 * The function form of the permission check: whether the user holds at least one of `value`'s
 * permissions. The type admits only registry codes, but callers outside the type system (plain
 * JavaScript, casts) still get a malformed `value` logged and denied, never thrown.
 */
export function hasPermission(value: PermissionValue, permissions: readonly string[]): boolean {
  if (!isPermissionValue(value)) {
    console.error(messages.permission.functionMisuse);
    return false;
  }
  return holdsAny(value, permissions);
}
