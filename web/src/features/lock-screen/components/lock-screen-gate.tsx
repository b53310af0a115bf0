import { Suspense } from 'react';
import { useAppSelector } from '@/lib/store';
import { selectLocked } from '../slice';
import './lock-screen-gate.css';
import { lazyNamed } from '@/lib/lazy-named';

const LockScreen = lazyNamed(() => import('../lazy'), 'LockScreen');

/**
 * The lock screen while the app is locked, loaded the first time it locks. Until its code has
 * arrived an opaque cover hides the pages: a reload while locked shows nothing of them.
 */
export function LockScreenGate() {
  if (!useAppSelector(selectLocked)) return null;
  return (
    <Suspense fallback={<div className="app-lock-screen__cover" />}>
      <LockScreen />
    </Suspense>
  );
}
