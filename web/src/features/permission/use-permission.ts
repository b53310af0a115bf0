import { useAppSelector } from '../../app/hooks';
import { selectPermissions } from '../auth';
import { hasPermission } from './has-permission';

/** Whether the signed-in user holds at least one of `value`'s permissions (see `hasPermission`). */
export function usePermission(value: unknown): boolean {
  return hasPermission(value, useAppSelector(selectPermissions));
}
