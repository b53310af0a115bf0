import { Spinner } from '@blueprintjs/core';

/** What shows while a page's chunk is on its way. */
export function PageFallback() {
  return (
    <div style={{ display: 'flex', justifyContent: 'center', padding: 64 }}>
      <Spinner size={40} aria-label="loading" />
    </div>
  );
}
