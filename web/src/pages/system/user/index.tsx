import { UserManagement, systemUsersFeature } from '@/features/system-users';
import type { Feature } from '@/lib/store';

/** The list's state and saga. */
export const features: readonly Feature[] = [systemUsersFeature];

/** The page of route SystemUser (`/system/user`). */
export default function SystemUserPage() {
  return <UserManagement />;
}
