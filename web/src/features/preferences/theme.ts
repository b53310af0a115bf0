import { PREFERENCES_STORAGE_KEY } from './preferences-storage';
import type { ThemeChoice } from './slice';

/** The theme drawn: a choice of `system` resolved against the browser's colour scheme. */
export type Theme = 'light' | 'dark';

/** The media query of a browser (or OS) asking for dark colours. */
export const SYSTEM_DARK_QUERY = '(prefers-color-scheme: dark)';

/**
 * Blueprint's dark class (`Classes.DARK`), spelt out so that the boot script and the build read it
 * without loading Blueprint; a test holds the two equal.
 */
export const DARK_CLASS = 'bp6-dark';

/** The theme to draw for `choice` when the system does (`systemDark`) or does not ask for dark. */
export function resolveTheme(choice: ThemeChoice, systemDark: boolean): Theme {
  if (choice === 'system') return systemDark ? 'dark' : 'light';
  return choice;
}

/**
 * Draws `theme` over the whole page: the dark class on `<html>` reaches every portal under
 * `<body>` (overlays, toasts, drawers) as well as the app.
 */
export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  root.classList.toggle(DARK_CLASS, theme === 'dark');
}

/**
 * The script `index.html` runs in its head before the first paint (inlined, allowed by its hash in
 * the CSP): the stored choice, resolved as {@link resolveTheme} does, applied as {@link applyTheme}
 * does, so a reload never shows a frame of the other theme. Unreadable storage counts as `system`
 * (as `readPreferences` does); a browser without `matchMedia` stays light.
 */
export function themeBootScript(): string {
  const [key, query, dark] = [PREFERENCES_STORAGE_KEY, SYSTEM_DARK_QUERY, DARK_CLASS].map((value) =>
    JSON.stringify(value),
  );
  return (
    `(function(){var t;try{t=JSON.parse(localStorage.getItem(${key})).theme}catch(e){}` +
    `try{if(t!=="light"&&t!=="dark")t=matchMedia(${query}).matches?"dark":"light";` +
    `document.documentElement.classList.toggle(${dark},t==="dark")}catch(e){}})()`
  );
}
