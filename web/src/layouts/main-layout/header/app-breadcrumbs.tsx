import { Breadcrumb, Classes } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import { messages } from '@/i18n';
import { useBreadcrumbTrail } from './breadcrumb-trail';

/** Props of {@link AppBreadcrumbs}. */
export interface AppBreadcrumbsProps {
  /** Only the current page: the phone header, whose menu holds the rest of the trail. @default false */
  currentOnly?: boolean;
}

/**
 * The trail of the matched routes, each with its title, icon and link, after 首页. A plain list:
 * Blueprint's `Breadcrumbs` adds a spacer `div` inside its `ol`, which a list may not hold.
 */
export function AppBreadcrumbs({ currentOnly = false }: AppBreadcrumbsProps) {
  const navigate = useNavigate();
  const trail = useBreadcrumbTrail();
  return (
    <nav
      className={currentOnly ? 'app-breadcrumbs app-breadcrumbs--current' : 'app-breadcrumbs'}
      aria-label={messages.a11y.breadcrumb}
    >
      <ol className={Classes.BREADCRUMBS}>
        {(currentOnly ? trail.slice(-1) : trail).map(({ text, icon, path }, index) => (
          <li key={index}>
            {path === undefined ? (
              <Breadcrumb text={text} icon={icon} current />
            ) : (
              <Breadcrumb
                text={text}
                icon={icon}
                href={path}
                onClick={(event) => {
                  event.preventDefault();
                  navigate(path);
                }}
              />
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
