import { MenuItem } from '@blueprintjs/core';
import { useThemeToggle } from './use-theme-toggle';

/** The theme toggle as an item of a menu (the phone header's 更多 menu). */
export function ThemeToggleMenuItem() {
  const { icon, text, toggle } = useThemeToggle();
  return <MenuItem icon={icon} text={text} onClick={toggle} />;
}
