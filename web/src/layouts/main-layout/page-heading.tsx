import { type UIMatch, useMatches } from 'react-router-dom';
import { type RouteHandle, isRouteHandle } from '../../features/menu';

/**
 * The page's one `h1`: the title of the deepest matched route. Visually hidden, since every page
 * shows its own title in its own frame; assistive technology gets one top heading per page.
 */
export function PageHeading() {
  const matches = useMatches() as UIMatch<unknown, unknown>[];
  const titled = matches.filter((match) => isRouteHandle(match.handle));
  const current = titled[titled.length - 1]?.handle as RouteHandle | undefined;
  if (current === undefined) return null;
  return <h1 className="app-visually-hidden">{current.title}</h1>;
}
