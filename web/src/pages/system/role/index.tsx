import { RoleManagement } from '../../../features/system-roles';

/** The page of route SystemRole (`/system/role`). */
export default function SystemRolePage() {
  return <RoleManagement />;
}
