import { useMatches } from 'react-router-dom';
import { menuMatches } from '@/features/menu';

/**
 * The page's one `h1`: the title of the deepest matched route. Visually hidden, since every page
 * shows its own title in its own frame; assistive technology gets one top heading per page.
 */
export function PageHeading() {
  const current = menuMatches(useMatches()).at(-1)?.handle;
  if (current === undefined) return null;
  return <h1 className="app-visually-hidden">{current.title}</h1>;
}
