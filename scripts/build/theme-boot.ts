/**
 * The theme's boot script (`themeBootScript`, web/src/features/preferences) inlined at the top of
 * the app page's head, so the first paint is already in the stored theme. The app's CSP allows
 * this one inline script by its hash (deploy/nginx/snippets/security-headers.conf); a test holds
 * the two equal, so a change to the script that forgets the CSP fails before it ships.
 */
import { createHash } from 'node:crypto';
import type { RsbuildPlugin } from '@rsbuild/core';
// The module itself, not the feature's index: the build runs in Node, which cannot load the index's components.
import { themeBootScript } from '@/features/preferences/theme';

/** The page that runs the app; the ArcGIS frame page has a policy (and no theme) of its own. */
const APP_PAGE = 'index.html';

/** The CSP source allowing `script` inline: `'sha256-<base64 of its SHA-256>'`. */
export function cspHashSource(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

/** The rsbuild plugin putting the boot script first in the app page's head. */
export const pluginThemeBoot: RsbuildPlugin = {
  name: 'theme-boot',
  setup(api) {
    api.modifyHTMLTags(({ headTags, bodyTags }, { filename }) => {
      if (filename === APP_PAGE) headTags.unshift({ tag: 'script', children: themeBootScript() });
      return { headTags, bodyTags };
    });
  },
};
