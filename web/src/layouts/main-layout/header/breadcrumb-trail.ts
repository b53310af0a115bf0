import type { IconName } from '@blueprintjs/core';
import { useMatches } from 'react-router-dom';
import { menuMatches } from '@/features/menu';
import { messages } from '@/i18n';

/** One step of the trail from 首页 to the current page. */
export interface TrailStep {
  text: string;
  icon?: IconName;
  /** Where the step leads; absent on the current page. */
  path?: string;
}

/**
 * 首页 then the matched routes' titles and icons, each with its path but the last (the current
 * page). The desktop header draws it as the breadcrumb, the phone header folds it into its menu.
 */
export function useBreadcrumbTrail(): TrailStep[] {
  const trail = menuMatches(useMatches());
  return [
    { text: messages.site.home, icon: 'home', path: '/' },
    ...trail.map(({ handle, pathname }, index): TrailStep => ({
      text: handle.title,
      ...(handle.icon && { icon: handle.icon as IconName }),
      ...(index < trail.length - 1 && { path: pathname }),
    })),
  ];
}
