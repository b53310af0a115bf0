import type { RouterState, createBrowserRouter } from 'react-router-dom';
import { sessionLoadOutcome } from '@/features/session';
import type { AppStore } from '@/app/store';

type DataRouter = ReturnType<typeof createBrowserRouter>;

/** Runs a callback once what the page rendered is on screen (`afterNextPaint` in the browser). */
export type AfterPaint = (run: () => void) => unknown;

/**
 * Whether the router rests on `/`'s landing, which `landingLoader` commits before the menu is in:
 * a stop on the way, never a navigation's end (the user goes on to a page or to Login).
 */
export function restsOnLanding({ navigation, revalidation, location, matches }: RouterState): boolean {
  return (
    navigation.state === 'idle' &&
    revalidation === 'idle' &&
    location.pathname === '/' &&
    matches.at(-1)?.route.index === true
  );
}

/** Whether the router rests on `/`'s landing and the session load has ended. */
function landingDue(router: DataRouter, store: AppStore): boolean {
  return restsOnLanding(router.state) && sessionLoadOutcome(store.getState()) !== null;
}

/**
 * Finishes the landings `/`'s loader leaves open (`landingLoader`: the shell commits once the
 * user is known, before the menu): once the router rests on `/` and the session load has ended,
 * the route's loaders run again, which send the user to the landing page, or to Login when the
 * load failed. That waits for the frame that paints the sidebar's entries, so the landing page's
 * routing does not hold that paint back. Subscribe it through `AppRouterProvider`, after the
 * router's provider (react-router #15527). Answers the unsubscribe.
 */
export function finishLandings(router: DataRouter, store: AppStore, afterPaint: AfterPaint): () => void {
  let scheduled = false;
  const check = () => {
    if (scheduled || !landingDue(router, store)) return;
    scheduled = true;
    afterPaint(() => {
      scheduled = false;
      if (landingDue(router, store)) void router.revalidate();
    });
  };
  const unsubscribeStore = store.subscribe(check);
  const unsubscribeRouter = router.subscribe(check);
  // The router may already rest on a landing whose load has ended.
  check();
  return () => {
    unsubscribeStore();
    unsubscribeRouter();
  };
}
