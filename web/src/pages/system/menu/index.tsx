import { MenuManagement, systemMenusFeature } from '@/features/system-menus';
import type { Feature } from '@/lib/store';

/** The list's state and saga. */
export const features: readonly Feature[] = [systemMenusFeature];

/** The page of route SystemMenu (`/system/menu`). */
export default function SystemMenuPage() {
  return <MenuManagement />;
}
