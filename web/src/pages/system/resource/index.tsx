import { ResourceManagement } from '../../../features/system-resources';

/** The page of route SystemResource (`/system/resource`). */
export default function SystemResourcePage() {
  return <ResourceManagement />;
}
