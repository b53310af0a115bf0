import { ResourceManagement, systemResourcesFeature } from '@/features/system-resources';
import type { Feature } from '@/lib/store';

/** The list's state and saga. */
export const features: readonly Feature[] = [systemResourcesFeature];

/** The page of route SystemResource (`/system/resource`). */
export default function SystemResourcePage() {
  return <ResourceManagement />;
}
