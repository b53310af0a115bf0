import { type ReactNode, useDeferredValue } from 'react';
import { useOutlet } from 'react-router-dom';

/** Props of {@link DeferredOutlet}. */
export interface DeferredOutletProps {
  /** What stands in the page's place until the page's own render has run. */
  fallback: ReactNode;
}

/**
 * The router's outlet, whose first render the layout does not wait for: when the layout mounts
 * (after a login, with a large menu), the sidebar and header commit and paint with `fallback` in
 * the page's place, and the page renders right after in a pass of its own. Later navigations run
 * in the router's transitions, where the page renders at once.
 */
export function DeferredOutlet({ fallback }: DeferredOutletProps) {
  return useDeferredValue(useOutlet(), fallback);
}
