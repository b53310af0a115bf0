import { OperationLogView, systemOperationLogFeature } from '@/features/system-audit';
import type { Feature } from '@/lib/store';

/** The log's state and saga. */
export const features: readonly Feature[] = [systemOperationLogFeature];

/** The page of route SystemOperationLog (`/system/operation-log`). */
export default function SystemOperationLogPage() {
  return <OperationLogView />;
}
