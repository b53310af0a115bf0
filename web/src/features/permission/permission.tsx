import type { ReactNode } from 'react';
import { useAppSelector } from '@/lib/store';
import { messages } from '@/i18n';
import { selectMenuPermissions } from '@/features/menu';
import { type PermissionValue, holdsAny, isPermissionValue } from './check-permission';

/** Props of `Permission`. */
export interface PermissionProps {
  /** One permission (`'SystemUser.add'`) or a non-empty list, of which one is enough. */
  value: PermissionValue;
  /** Rendered only when the user holds the permission. */
  children?: ReactNode;
}

/**
 * Renders its children only when the user holds at least one of `value`'s permissions: the React
 * form of the `v-permission` directive. A malformed `value` is a programming error and throws.
 */
export function Permission({ value, children }: PermissionProps) {
  const permissions = useAppSelector(selectMenuPermissions);
  if (!isPermissionValue(value)) throw new Error(messages.permission.directiveMisuse);
  return holdsAny(value, permissions) ? <>{children}</> : null;
}
