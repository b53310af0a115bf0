import { SignInLogView, systemSignInLogFeature } from '@/features/system-audit';
import type { Feature } from '@/lib/store';

/** The log's state and saga. */
export const features: readonly Feature[] = [systemSignInLogFeature];

/** The page of route SystemSignInLog (`/system/sign-in-log`). */
export default function SystemSignInLogPage() {
  return <SignInLogView />;
}
