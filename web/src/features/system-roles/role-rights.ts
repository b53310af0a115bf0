import { type Holdings, holdsGrants } from '@/features/crud';
import type { SystemRole } from './api';

/**
 * Whether the server refuses the signed-in user any change to `role`: the built-in administrator
 * role (`builtIn`) is root's alone, and any other role needs all of its grants held.
 */
export function roleIsReadOnly(holdings: Holdings, role: SystemRole): boolean {
  return (role.builtIn && !holdings.isRoot) || !holdsGrants(holdings, role.menus);
}
