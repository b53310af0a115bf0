import { ProfileSettings } from '@/features/profile';

/** 个人设置 (`/user-page/user-set`): edit the profile and change the password. */
export default function UserSetPage() {
  return <ProfileSettings />;
}
