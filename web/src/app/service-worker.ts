/**
 * Registers `/sw.js` (the offline app-shell cache). Only the production build registers it: in
 * development it would serve stale bundles. Failures are only logged.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker
      .register('/sw.js')
      .then((registration) => console.info('Service worker registered, scope', registration.scope))
      .catch((error: unknown) => console.error('Service worker registration failed', error));
  });
}
