import { useAppSelector } from '@/lib/store';
import { selectUser } from '@/features/profile/slice';
import { PasswordForm } from './password-form';
import { ProfileForm } from './profile-form';
import './profile.css';

/** 个人设置: edit the profile and change the password. */
export function ProfileSettings() {
  const user = useAppSelector(selectUser);
  if (!user) return null;
  return (
    <div className="app-user-set">
      <ProfileForm key={user.userId} user={user} />
      <PasswordForm />
    </div>
  );
}
