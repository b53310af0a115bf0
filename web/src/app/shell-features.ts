import { layoutFeature } from '@/features/layout';
import { loginFeature } from '@/features/login';
import { loadMenuTreeStep, menuFeature } from '@/features/menu';
import { preferencesFeature } from '@/features/preferences';
import { loadUserStep, profileFeature } from '@/features/profile';
import { sessionFeature } from '@/features/session';
import { type Feature, registerFeature } from '@/lib/store';

/** What loading a session loads, in order: the user, then their menu (asked for only once the user is known). */
export const SESSION_STEPS = [loadUserStep, loadMenuTreeStep] as const;

/**
 * The features every page load needs, from the first screen on: the session, the login form, the profile,
 * the menu, the main layout's state and the display preferences. The features of a page or of the
 * main layout are registered by the route that loads them (`features` beside its default export).
 */
export const SHELL_FEATURES: readonly Feature[] = [
  sessionFeature(SESSION_STEPS),
  loginFeature,
  profileFeature,
  menuFeature,
  layoutFeature,
  preferencesFeature,
];

/** Registers the shell's features (once: a second call changes nothing). */
export function registerShellFeatures(): void {
  SHELL_FEATURES.forEach(registerFeature);
}
