import { MenuManagement } from '../../../features/system-menus';

/** The page of route SystemMenu (`/system/menu`). */
export default function SystemMenuPage() {
  return <MenuManagement />;
}
