import { redirect } from 'react-router-dom';
import { safeRedirectPath } from '@/lib/safe-url';

/**
 * React Router's `redirect`, to a same-origin path only: a path built from the address (the page
 * a user asked for) may read `//evil.example`, which the router would follow off the site as a
 * document load. Anything but a same-origin path redirects to `/`. The one way loaders redirect
 * (the lint forbids `redirect` elsewhere).
 */
export function safeRedirect(path: string): Response {
  return redirect(safeRedirectPath(path));
}
