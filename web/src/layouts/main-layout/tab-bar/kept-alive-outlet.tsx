import {
  Activity,
  type ContextType,
  type ReactNode,
  Suspense,
  useContext,
  useDeferredValue,
  useEffect,
  useLayoutEffect,
  useRef,
} from 'react';
import { UNSAFE_LocationContext as LocationContext, useOutlet } from 'react-router-dom';
import { PageFallback } from '@/components/page-fallback/page-fallback';
import { DeferredOutlet } from '@/layouts/main-layout/deferred-outlet';
import { selectTabBarEnabled } from '@/features/preferences';
import { tabOpened, useOpenTabs } from '@/features/tabs';
import { useAppDispatch, useAppSelector } from '@/lib/store';
import { panelId, tabId } from './tab-ids';
import { useCurrentTab } from './use-current-tab';

/** A page as it was last on screen: its route elements and the location it read. */
interface KeptPage {
  element: ReactNode;
  location: ContextType<typeof LocationContext>;
}

/** Keeps each tab's window scroll while another is on screen, and brings it back on return. */
function useScrollPerTab(path: string | undefined): void {
  const scrolls = useRef(new Map<string, number>());
  const shown = useRef<string | undefined>(undefined);
  useEffect(() => {
    const remember = () => {
      if (shown.current !== undefined) scrolls.current.set(shown.current, window.scrollY);
    };
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, []);
  // After the router's own scroll restoration (an earlier sibling of this layout), which puts
  // every new navigation at the top.
  useLayoutEffect(() => {
    shown.current = path;
    if (path !== undefined) window.scrollTo(0, scrolls.current.get(path) ?? 0);
  }, [path]);
}

/**
 * Every open tab's page, the one on screen visible and the others hidden in React's `Activity`,
 * which keeps their state (typed filters, form input) and their DOM. A hidden page reads the
 * location it had when it was last shown, so its own query string is what it sees. A tab opened
 * but never shown since the page loaded mounts on its first visit.
 */
function KeptAlivePages() {
  const dispatch = useAppDispatch();
  // The shell paints before the page's first render (see DeferredOutlet).
  const outlet = useDeferredValue(useOutlet(), <PageFallback />);
  const location = useContext(LocationContext);
  const current = useCurrentTab();
  const tabs = useOpenTabs(current);
  const kept = useRef(new Map<string, KeptPage>());
  useScrollPerTab(current?.path);

  useEffect(() => {
    if (current) dispatch(tabOpened(current));
  }, [dispatch, current]);

  const pages = kept.current;
  if (current) pages.set(current.path, { element: outlet, location });
  const open = new Set(tabs.map((tab) => tab.path));
  for (const path of pages.keys()) if (!open.has(path)) pages.delete(path);

  return (
    <>
      {tabs.map((tab) => {
        const page = pages.get(tab.path);
        if (!page) return null;
        return (
          <Activity key={tab.key} mode={tab.path === current?.path ? 'visible' : 'hidden'}>
            <div role="tabpanel" id={panelId(tab.path)} aria-labelledby={tabId(tab.path)}>
              <LocationContext.Provider value={page.location}>
                <Suspense fallback={<PageFallback />}>{page.element}</Suspense>
              </LocationContext.Provider>
            </div>
          </Activity>
        );
      })}
      {!current && <Suspense fallback={<PageFallback />}>{outlet}</Suspense>}
    </>
  );
}

/** The main layout's page area: with the tab bar on, every open tab's page kept alive; else the route's page alone. */
export function KeptAliveOutlet() {
  const enabled = useAppSelector(selectTabBarEnabled);
  if (enabled) return <KeptAlivePages />;
  return (
    <Suspense fallback={<PageFallback />}>
      <DeferredOutlet fallback={<PageFallback />} />
    </Suspense>
  );
}
