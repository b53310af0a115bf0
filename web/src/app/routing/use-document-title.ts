import { useEffect } from 'react';
import { type UIMatch, useMatches } from 'react-router-dom';
import { siteConfig } from '@/config';
import { isRouteHandle } from '@/features/menu';

/**
 * The browser tab's title for the matched routes: the deepest title, a menu route's menu title or
 * a fixed route's catalogue title, before the site name (`用户管理 - <site>`); the site name alone
 * while no matched route has a title.
 */
export function pageTitle(matches: readonly Pick<UIMatch, 'handle'>[], siteName: string): string {
  const titled = matches.filter((match) => isRouteHandle(match.handle));
  const deepest = titled[titled.length - 1]?.handle;
  return isRouteHandle(deepest) && deepest.title !== '' ? `${deepest.title} - ${siteName}` : siteName;
}

/**
 * Keeps `document.title` naming the page on every navigation (screen readers announce it, and a
 * user with many tabs tells them apart by it).
 * @param siteName @default siteConfig.siteName
 */
export function useDocumentTitle(siteName: string = siteConfig.siteName): void {
  const title = pageTitle(useMatches(), siteName);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
