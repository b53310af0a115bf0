/** The settings feature's public surface: the drawer of display choices, loaded when first opened. */
export { SettingsDrawer, type SettingsDrawerProps } from './components/settings-drawer';
