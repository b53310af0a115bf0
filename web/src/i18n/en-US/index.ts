import type { Catalogue } from '@/i18n/catalogue';
import { a11y } from './a11y';
import { core } from './core';
import { loginComforts } from './login-comforts';
import { shell } from './shell';
import { theme } from './theme';

/**
 * The en-US text catalogue, section for section the zh-CN one (`Catalogue` makes the compiler list
 * a missing key). Loaded lazily, only where English was chosen (`load-language.ts`).
 */
export const enUS: Catalogue = {
  ...core,
  shell,
  a11y,
  loginComforts,
  theme,
};
export { enUSMenuTitles } from './menu-titles';
