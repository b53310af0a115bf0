/**
 * The one way sagas navigate. The router registers its `navigate` at start; sagas `call`
 * `navigateTo`, so tests observe the call without a router.
 */
type Navigator = (path: string) => unknown;

let navigator: Navigator | null = null;

/** Registers the router's navigate function (the app shell calls this with `router.navigate`). */
export function setNavigator(fn: Navigator | null): void {
  navigator = fn;
}

/**
 * Navigates to an in-app path. Before a router registered itself the browser loads the path,
 * so a navigation is never lost.
 */
export function navigateTo(path: string): void {
  if (navigator) {
    void navigator(path);
  } else {
    window.location.assign(path);
  }
}
