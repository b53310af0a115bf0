import { a11y } from './a11y';
import { core } from './core';
import { loginComforts } from './login-comforts';
import { shell } from './shell';
import { theme } from './theme';

/**
 * The zh-CN text catalogue: every text the user sees, one file per section. The core texts
 * (`site`, `request`, `session`, ...) sit at the top level; every other section is one top-level
 * key. The demo pages' texts are apart, in `./demo-pages`, so that only their own chunks carry them
 * (the login page must not). Templates use `{name}` placeholders that `format` (in `../format`) fills in; texts that
 * need real logic (plurals, several parameters) are functions returning a string.
 */
export const zhCN = {
  ...core,
  shell,
  a11y,
  loginComforts,
  theme,
} as const;
