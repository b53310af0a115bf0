import { Suspense } from 'react';
import { useAppSelector } from '@/lib/store';
import { selectNoticesAvailable } from '../slice';
import { lazyNamed } from '@/lib/lazy-named';

// Loaded by the notices' saga before anything makes the bell show: this import finds it in place.
const LiveBell = lazyNamed(() => import('../live'), 'NoticesBellButton');

/** The header's place for the notices' bell: nothing until the back end is known to have live notices. */
export function NoticesBell() {
  const available = useAppSelector(selectNoticesAvailable);
  return available ? (
    <Suspense fallback={null}>
      <LiveBell />
    </Suspense>
  ) : null;
}
