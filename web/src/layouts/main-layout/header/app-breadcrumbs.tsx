import { Breadcrumb, type BreadcrumbProps, Classes, type IconName } from '@blueprintjs/core';
import { type UIMatch, useMatches, useNavigate } from 'react-router-dom';
import { type RouteHandle, isRouteHandle } from '../../../features/menu';
import { messages } from '../../../i18n';

/**
 * The trail of the matched routes, each with its title, icon and link, after 首页. A plain list:
 * Blueprint's `Breadcrumbs` adds a spacer `div` inside its `ol`, which a list may not hold.
 */
export function AppBreadcrumbs() {
  const navigate = useNavigate();
  const matches = useMatches() as UIMatch<unknown, unknown>[];
  const link = (path: string): Pick<BreadcrumbProps, 'href' | 'onClick'> => ({
    href: path,
    onClick: (event) => {
      event.preventDefault();
      navigate(path);
    },
  });
  const trail = matches.filter((match) => isRouteHandle(match.handle));
  const items: BreadcrumbProps[] = [
    { text: messages.site.home, icon: 'home', ...link('/') },
    ...trail.map((match, index): BreadcrumbProps => {
      const handle = match.handle as RouteHandle;
      const last = index === trail.length - 1;
      return {
        text: handle.title,
        ...(handle.icon && { icon: handle.icon as IconName }),
        ...(last ? { current: true } : link(match.pathname)),
      };
    }),
  ];
  return (
    <nav className="app-breadcrumbs" aria-label={messages.a11y.breadcrumb}>
      <ol className={Classes.BREADCRUMBS}>
        {items.map((item, index) => (
          <li key={index}>
            <Breadcrumb {...item} />
          </li>
        ))}
      </ol>
    </nav>
  );
}
