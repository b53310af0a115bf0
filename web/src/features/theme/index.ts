/** The theme feature's public surface: the page kept in the chosen theme, the hook telling it, the toggles. */
export { ThemeToggle } from './components/theme-toggle';
export { ThemeToggleMenuItem } from './components/theme-toggle-menu-item';
export { ThemeSync } from './theme-sync';
export { useTheme } from './use-theme';
