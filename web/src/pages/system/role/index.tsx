import { RoleManagement, systemRolesFeature } from '@/features/system-roles';
import type { Feature } from '@/lib/store';

/** The list's state and saga. */
export const features: readonly Feature[] = [systemRolesFeature];

/** The page of route SystemRole (`/system/role`). */
export default function SystemRolePage() {
  return <RoleManagement />;
}
