import { type ComponentType, lazy } from 'react';
import { loadBlueprintStyles, loadPageStyles } from '@/lib/blueprint-styles';
import { registerFeature } from '@/lib/store';
import { isChunkLoadError } from '@/lib/chunk-error';
import FallbackPage from '@/pages/fallback';
import type { PageLoader, PageModule } from './page-registry';

/** Finds a page's loader by folder name (the build-time registry in the app). */
export type PageFinder = (name: string) => PageLoader | undefined;

/**
 * What draws only the shell's components, so it waits for Blueprint's `rest` part alone and not
 * its `page` part (`split-blueprint-css.test.ts` holds them to that): the main layout and the
 * dashboard, where every session starts.
 */
const SHELL_STYLED_PAGES: ReadonlySet<string> = new Set(['main-layout', 'dashboard']);

/**
 * The page's module once Blueprint's deferred styles apply too, so it never draws unstyled. The
 * styles are asked for first: their sheet then precedes the page's, whose rules restyle Blueprint's.
 */
async function loadStyled(name: string, load: PageLoader): Promise<PageModule> {
  const styles = SHELL_STYLED_PAGES.has(name) ? loadBlueprintStyles() : loadPageStyles();
  const [page] = await Promise.all([load(), styles]);
  return page;
}

/** A failed chunk is fetched once more: a flaky network deserves a second try, never a loop. */
async function importWithOneRetry(name: string, load: PageLoader): Promise<PageModule> {
  try {
    return await loadStyled(name, load);
  } catch (error) {
    if (!isChunkLoadError(error)) throw error;
    console.warn('Page chunk failed to load, retrying once', error);
    return loadStyled(name, load);
  }
}

function missingPage(name: string): ComponentType {
  console.error(`No page "${name}" in web/src/pages: showing the fallback page`);
  return FallbackPage;
}

/**
 * The component that `load` imports, with the features it names registered (their state and
 * sagas join the store before it renders), or the fallback page when there is no loader (no such
 * page was built) or its chunk (script or style) still fails after one retry. Never rejects.
 */
export async function loadComponent(name: string, load: PageLoader | undefined): Promise<ComponentType> {
  if (!load) return missingPage(name);
  try {
    const page = await importWithOneRetry(name, load);
    page.features?.forEach(registerFeature);
    return page.default;
  } catch (error) {
    console.error(`Page "${name}" failed to load`, error);
    return function PageLoadFailed() {
      return <FallbackPage error={error} />;
    };
  }
}

/**
 * Starts fetching page `name` and the styles it waits for, ahead of any route asking for it: the
 * route's own load then finds them in the module cache. A failure is dropped here, since that load
 * tries again and reports it.
 */
export function warmPage(name: string, load: PageLoader | undefined): void {
  if (load) loadStyled(name, load).catch(() => undefined);
}

/** The component of page folder `name` (see {@link loadComponent}). */
export function loadPage(name: string, find: PageFinder): Promise<ComponentType> {
  return loadComponent(name, find(name));
}

/** A page as a route renders it: {@link lazyPage}. */
export interface LazyPage {
  /** Renders the page, suspending until its chunk has arrived. */
  Component: ComponentType;
  /** Starts fetching the chunk ahead of the first render (idempotent). */
  preload: () => void;
}

/**
 * Page folder `name` as a component that suspends until its chunk has arrived (see
 * {@link loadComponent}), so that the layout around it paints first, with the page's Suspense
 * fallback in its place; a page that was never built is the fallback page at once.
 */
export function lazyPage(name: string, find: PageFinder): LazyPage {
  const load = find(name);
  if (!load) return { Component: missingPage(name), preload: () => undefined };
  let loading: Promise<{ default: ComponentType }> | undefined;
  const start = () => (loading ??= loadComponent(name, load).then((Component) => ({ default: Component })));
  return { Component: lazy(start), preload: () => void start() };
}
