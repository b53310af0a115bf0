/**
 * The part of Blueprint's stylesheet the login page does without (menus, overlays, dialogs,
 * tables, trees, tags, ...: `scripts/build/split-blueprint-css.ts`). Every lazy page and the
 * toaster wait for it, so nothing they draw is ever unstyled; it is fetched once.
 */
/**
 * Loads Blueprint's deferred styles, then the app's own rules for those components
 * (`blueprint-overrides.css`); resolves when both apply. Both are asked for at once, in that order,
 * so the overrides' sheet follows Blueprint's in the document. A failed fetch is tried again on
 * the next call.
 */
export function loadBlueprintStyles(): Promise<unknown> {
  return Promise.all([import('@blueprintjs/core/lib/css/blueprint.css?part=rest'), import('./blueprint-overrides.css')]);
}
