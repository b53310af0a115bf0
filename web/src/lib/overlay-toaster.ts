/**
 * Blueprint's overlay toaster, in a module of its own so that `toaster.ts` can fetch it on first
 * use: Overlay2, Portal and react-transition-group come with it.
 */
import { OverlayToaster, Position, type Toaster } from '@blueprintjs/core';

/** Creates the app's toaster: at the top, at most five messages at once. */
export function createToaster(): Promise<Toaster> {
  return OverlayToaster.create({ position: Position.TOP, maxToasts: 5 });
}
