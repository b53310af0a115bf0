import { Button } from '@blueprintjs/core';
import { useThemeToggle } from './use-theme-toggle';

/**
 * A minimal button switching between the light and the dark theme (a pick that stops following the
 * system). Its hint is the native `title`: a Blueprint tooltip would bring the popover code into the
 * login page's first load.
 */
export function ThemeToggle() {
  const { icon, text, toggle } = useThemeToggle();
  return <Button variant="minimal" icon={icon} aria-label={text} title={text} onClick={toggle} />;
}
