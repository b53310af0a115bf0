import { Button, MenuItem, Tooltip } from '@blueprintjs/core';
import { preferenceChanged } from '../../preferences';
import { messages } from '../../../i18n';
import { useAppDispatch } from '../../../lib/store';
import { useTheme } from '../use-theme';

/** The icon, name and action of the toggle: it always offers the theme not drawn now. */
function useToggle() {
  const dispatch = useAppDispatch();
  const dark = useTheme() === 'dark';
  return {
    icon: dark ? 'flash' : 'moon',
    text: dark ? messages.theme.toLight : messages.theme.toDark,
    toggle: () => dispatch(preferenceChanged({ key: 'theme', value: dark ? 'light' : 'dark' })),
  } as const;
}

/** A minimal button switching between the light and the dark theme (a pick that stops following the system). */
export function ThemeToggle() {
  const { icon, text, toggle } = useToggle();
  return (
    <Tooltip content={text} placement="bottom">
      <Button variant="minimal" icon={icon} aria-label={text} onClick={toggle} />
    </Tooltip>
  );
}

/** {@link ThemeToggle} as an item of a menu (the phone header's 更多 menu). */
export function ThemeToggleMenuItem() {
  const { icon, text, toggle } = useToggle();
  return <MenuItem icon={icon} text={text} onClick={toggle} />;
}
