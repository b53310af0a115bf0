import { useLayoutEffect } from 'react';
import { applyTheme } from './theme';
import { useTheme } from './use-theme';

/**
 * Keeps the page in the theme of {@link useTheme}: the boot script drew the first frame, this
 * follows every later change of the choice or of the system's scheme. Renders nothing.
 */
export function ThemeSync() {
  const theme = useTheme();
  useLayoutEffect(() => applyTheme(theme), [theme]);
  return null;
}
