import { UserManagement } from '../../../features/system-users';

/** The page of route SystemUser (`/system/user`). */
export default function SystemUserPage() {
  return <UserManagement />;
}
