import { useAppSelector } from '@/lib/store';
import { selectMenuPermissions } from '@/features/menu';
import type { PermissionValue } from './check-permission';
import { hasPermission } from './has-permission';

/** Whether the signed-in user holds at least one of `value`'s permissions (see `hasPermission`). */
export function usePermission(value: PermissionValue): boolean {
  return hasPermission(value, useAppSelector(selectMenuPermissions));
}
