import { useLayoutEffect } from 'react';
import { type RouterState, RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { restsOnLanding } from './finish-landings';

type DataRouter = ReturnType<typeof createBrowserRouter>;

/** Props of {@link AppRouterProvider}. */
export interface AppRouterProviderProps {
  router: DataRouter;
  /** Called each time a navigation has ended (the first load's included), redirects and all. */
  onNavigationSettled: () => void;
}

/**
 * Tells `onNavigationSettled` when a navigation ends. It subscribes to the router only once
 * `RouterProvider` has: a router that already has a subscriber drops the update that lands between
 * the provider's render and its own subscription (react-router #15527). The first render runs in a
 * transition, which leaves time for the first navigation to end in that gap, and the app would then
 * show its loading fallback for good. Layout effects run in tree order, so this sibling's comes last.
 */
function NavigationSettledListener({ router, onNavigationSettled }: AppRouterProviderProps) {
  useLayoutEffect(() => subscribeNavigationSettled(router, onNavigationSettled), [router, onNavigationSettled]);
  return null;
}

/**
 * Calls `onSettled` at the end of each navigation of `router`, and at once when the router is
 * already idle after its first navigation (which then ended before this subscription). Answers the
 * unsubscribe. A rest on `/`'s landing (the shell up, the menu on its way) and the revalidation
 * that finishes it are part of the navigation that lands (`finish-landings.ts`).
 */
export function subscribeNavigationSettled(router: DataRouter, onSettled: () => void): () => void {
  const settle = (state: RouterState) => {
    if (state.initialized && state.navigation.state === 'idle' && state.revalidation === 'idle' && !restsOnLanding(state)) onSettled();
  };
  settle(router.state);
  return router.subscribe(settle);
}

/** The app's `RouterProvider`, with a listener for the end of each navigation. */
export function AppRouterProvider(props: AppRouterProviderProps) {
  return (
    <>
      <RouterProvider router={props.router} />
      <NavigationSettledListener {...props} />
    </>
  );
}
