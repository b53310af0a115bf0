/** Query parameter that carries the page a user asked for through the login page. */
export const REDIRECT_PARAM = 'redirectPath';

/** The login page's location for a user who asked for `target` (path, query and hash). */
export function loginLocation(target: string): string {
  if (target === '/' || target === '') return '/login';
  return `/login?${new URLSearchParams({ [REDIRECT_PARAM]: target }).toString()}`;
}
