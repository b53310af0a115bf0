import { Suspense, lazy } from 'react';
import { useAppSelector } from '@/lib/store';
import { selectLocked } from '../slice';
import './lock-screen-gate.css';

const LockScreen = lazy(() => import('../lazy').then(({ LockScreen: screen }) => ({ default: screen })));

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
