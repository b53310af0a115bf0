import { preferenceChanged } from '@/features/preferences/slice';
import { messages } from '@/i18n';
import { useAppDispatch } from '@/lib/store';
import { useTheme } from '@/features/preferences/use-theme';

/** The icon, name and action of a theme toggle: it always offers the theme not drawn now. */
export function useThemeToggle() {
  const dispatch = useAppDispatch();
  const dark = useTheme() === 'dark';
  return {
    icon: dark ? 'flash' : 'moon',
    text: dark ? messages.theme.toLight : messages.theme.toDark,
    toggle: () => dispatch(preferenceChanged({ key: 'theme', value: dark ? 'light' : 'dark' })),
  } as const;
}
