import { useLayoutEffect } from 'react';
import { type RouterState, RouterProvider, type createBrowserRouter } from 'react-router-dom';

type DataRouter = ReturnType<typeof createBrowserRouter>;

/** A subscription to the router; answers its unsubscribe. */
export type RouterSubscription = (router: DataRouter) => () => void;

/** Props of {@link AppRouterProvider}. */
export interface AppRouterProviderProps {
  router: DataRouter;
  /** What listens to the router (the end of each navigation). */
  subscriptions: readonly RouterSubscription[];
}

/**
 * Makes the app's subscriptions to the router only once `RouterProvider` has made its own: a router
 * that already has a subscriber drops the update that lands between the provider's render and its
 * own subscription (react-router #15527). The first render runs in a transition, which leaves time
 * for the first navigation to end in that gap, and the app would then show its loading fallback for
 * good. Layout effects run in tree order, so this sibling's comes last.
 */
function RouterSubscriptions({ router, subscriptions }: AppRouterProviderProps) {
  useLayoutEffect(() => {
    const unsubscribes = subscriptions.map((subscribe) => subscribe(router));
    return () => unsubscribes.forEach((unsubscribe) => unsubscribe());
  }, [router, subscriptions]);
  return null;
}

/**
 * Whether the router rests on `/`'s landing, which `landingLoader` commits before the menu is in:
 * a stop on the way, never a navigation's end (the user goes on to a page or to Login: `Landing`).
 */
export function restsOnLanding({ navigation, revalidation, location, matches }: RouterState): boolean {
  return (
    navigation.state === 'idle' &&
    revalidation === 'idle' &&
    location.pathname === '/' &&
    matches.at(-1)?.route.index === true
  );
}

/**
 * Calls `onSettled` at the end of each navigation of `router`, and at once when the router is
 * already idle after its first navigation (which then ended before this subscription). Answers the
 * unsubscribe. A rest on `/`'s landing (the shell up, the menu on its way) is part of the
 * navigation that lands (`landing.tsx`).
 */
export function subscribeNavigationSettled(router: DataRouter, onSettled: () => void): () => void {
  const settle = (state: RouterState) => {
    if (
      state.initialized &&
      state.navigation.state === 'idle' &&
      state.revalidation === 'idle' &&
      !restsOnLanding(state)
    )
      onSettled();
  };
  settle(router.state);
  return router.subscribe(settle);
}

/** The app's `RouterProvider`, with the app's subscriptions to the router made after its own. */
export function AppRouterProvider(props: AppRouterProviderProps) {
  return (
    <>
      <RouterProvider router={props.router} />
      <RouterSubscriptions {...props} />
    </>
  );
}
