import { LoadingSpinner } from '@/components/loading-spinner/loading-spinner';

/** What shows while a page's chunk is on its way. */
export function PageFallback() {
  return (
    <div style={{ display: 'flex', justifyContent: 'center', padding: 64 }}>
      <LoadingSpinner size={40} />
    </div>
  );
}
