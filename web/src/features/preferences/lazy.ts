/** The display preferences' parts loaded on demand (imported with `import()` only): the settings drawer. */
export { SettingsDrawer, type SettingsDrawerProps } from './components/settings-drawer';
