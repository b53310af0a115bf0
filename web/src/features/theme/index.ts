/** The theme feature's public surface: the page kept in the chosen theme, the hook telling it, the toggles. */
export { ThemeToggle, ThemeToggleMenuItem } from './components/theme-toggle';
export { ThemeSync } from './theme-sync';
export { useTheme } from './use-theme';
