/**
 * The part of Blueprint's stylesheet the login page does without (menus, overlays, dialogs,
 * tables, trees, tags, ...: `scripts/build/split-blueprint-css.ts`). Every lazy page and the
 * toaster wait for it, so nothing they draw is ever unstyled; it is fetched once.
 */
/** Loads Blueprint's deferred styles; resolves when they apply. A failed fetch is tried again on the next call. */
export function loadBlueprintStyles(): Promise<unknown> {
  return import('@blueprintjs/core/lib/css/blueprint.css?part=rest');
}
