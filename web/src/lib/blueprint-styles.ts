/**
 * The parts of Blueprint's stylesheet the login page does without (`scripts/build/split-blueprint-css.ts`):
 * the `rest` (overlays, toasts, tooltips, the navbar: what the signed-in shell and the dashboard
 * draw) and the `page` part (tags, trees, checkboxes, switches: what only the other pages draw).
 * Each is fetched once.
 */
/**
 * Loads Blueprint's `rest` part, then the app's own rules for those components
 * (`blueprint-overrides.css`); resolves when both apply. Both are asked for at once, in that order,
 * so the overrides' sheet follows Blueprint's in the document. A failed fetch is tried again on
 * the next call.
 */
export function loadBlueprintStyles(): Promise<unknown> {
  return Promise.all([
    import('@blueprintjs/core/lib/css/blueprint.css?part=rest'),
    import('./blueprint-overrides.css'),
  ]);
}

/**
 * Loads what {@link loadBlueprintStyles} loads, then Blueprint's `page` part and the app's rules
 * for its components (`page-overrides.css`), which therefore follow it, whenever the `rest` part
 * arrived. For every page but the dashboard, and the settings drawer.
 */
export function loadPageStyles(): Promise<unknown> {
  return Promise.all([
    loadBlueprintStyles(),
    import('@blueprintjs/core/lib/css/blueprint.css?part=page'),
    import('./page-overrides.css'),
  ]);
}
