import { selectThemeChoice } from './slice';
import { type Theme, SYSTEM_DARK_QUERY, resolveTheme } from './theme';
import { useAppSelector } from '@/lib/store';
import { useMediaQuery } from '@/lib/use-media-query';

/** The theme drawn now: the user's choice, or the system's scheme (live) while the choice is `system`. */
export function useTheme(): Theme {
  const systemDark = useMediaQuery(SYSTEM_DARK_QUERY);
  return resolveTheme(useAppSelector(selectThemeChoice), systemDark);
}
