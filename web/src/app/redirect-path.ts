/** Query parameter that carries the page a user asked for through the login page. */
export const REDIRECT_PARAM = 'redirectPath';

/**
 * Where to go after login: `value` when it is a same-origin path (`/` followed by anything but `/`
 * or `\`, which browsers read as another host), otherwise `/` (decisions.md, safety rules).
 */
export function safeRedirectPath(value: string | null | undefined): string {
  if (!value || !value.startsWith('/')) return '/';
  const second = value.charAt(1);
  if (second === '/' || second === '\\') return '/';
  // Control characters (tabs, newlines) are stripped by URL parsers and can hide a `//` prefix.
  if (/[\u0000-\u001f\u007f]/.test(value)) return '/';
  return value;
}

/** The login page's location for a user who asked for `target` (path, query and hash). */
export function loginLocation(target: string): string {
  if (target === '/' || target === '') return '/login';
  return `/login?${new URLSearchParams({ [REDIRECT_PARAM]: target }).toString()}`;
}
