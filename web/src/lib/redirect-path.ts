import { safeRedirectPath } from './safe-url';

/** Query parameter that carries the page a user asked for through the login page. */
export const REDIRECT_PARAM = 'redirectPath';

/**
 * The login page's location for a user who asked for `target` (path, query and hash). A target
 * that is not a same-origin path (`safeRedirectPath`) is not carried: the user lands on `/`.
 */
export function loginLocation(target: string): string {
  const path = safeRedirectPath(target);
  if (path === '/') return '/login';
  return `/login?${new URLSearchParams({ [REDIRECT_PARAM]: path }).toString()}`;
}
