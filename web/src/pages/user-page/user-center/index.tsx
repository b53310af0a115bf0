import { ProfileCard } from '@/features/profile';

/** 个人中心 (`/user-page/user-center`): the signed-in user's profile, read only. */
export default function UserCenterPage() {
  return <ProfileCard />;
}
