import type { createBrowserRouter } from 'react-router-dom';
import { restsOnLanding } from '@/app/routing/app-router-provider';
import { type AfterPaint, followLanding } from '@/app/routing/landing';
import type { LandingData } from '@/app/routing/route-access';

type DataRouter = ReturnType<typeof createBrowserRouter>;

/**
 * What the `Landing` component does once rendered, for router tests that render nothing: each
 * landing `/` commits is followed with `followLanding`, as the component's effect does. Answers
 * the unsubscribe.
 */
export function followLandings(router: DataRouter, afterPaint: AfterPaint): () => void {
  const followed = new WeakSet<object>();
  const follow = () => {
    const leaf = router.state.matches.at(-1);
    const data = leaf && (router.state.loaderData[leaf.route.id] as LandingData | null | undefined);
    if (!restsOnLanding(router.state) || !data || followed.has(data)) return;
    followed.add(data);
    followLanding(data, (path) => router.navigate(path, { replace: true }), afterPaint);
  };
  follow();
  return router.subscribe(follow);
}
