import { type IconName, type IconPaths, IconSize, Icons } from '@blueprintjs/icons';
import lock from '@blueprintjs/icons/lib/esm/generated/16px/paths/lock';
import offline from '@blueprintjs/icons/lib/esm/generated/20px/paths/offline';
import person from '@blueprintjs/icons/lib/esm/generated/16px/paths/person';
import shield from '@blueprintjs/icons/lib/esm/generated/16px/paths/shield';

/**
 * Icons that ship with the app: the login form's (a request each for three icons would delay its
 * first paint) and the failed-chunk page's, which must draw when chunks cannot be fetched.
 */
const bundled: Record<IconSize, Partial<Record<IconName, IconPaths>>> = {
  [IconSize.STANDARD]: { person, lock, shield },
  // Drawn at 88 px, which takes the 20 px paths.
  [IconSize.LARGE]: { offline },
};

/**
 * One icon's paths in one size, fetched on its own. The template makes the bundler emit one tiny
 * chunk per paths module (about 400 B gzip), where Blueprint's own loader fetches every icon of a
 * size at once (100 KB gzip each). Blueprint checks the name against its list before calling the
 * loader, so the request only ever names a module of the package.
 */
export async function loadIconPaths(name: IconName, size: IconSize): Promise<IconPaths> {
  const own = bundled[size]?.[name];
  if (own) return own;
  const module: { default: IconPaths } =
    size === IconSize.LARGE
      ? await import(/* webpackChunkName: "icon-20-[request]" */ `@blueprintjs/icons/lib/esm/generated/20px/paths/${name}.js`)
      : await import(/* webpackChunkName: "icon-16-[request]" */ `@blueprintjs/icons/lib/esm/generated/16px/paths/${name}.js`);
  return module.default;
}

/**
 * Makes every icon drawn by name (the app's own, the server's menu icons, and those Blueprint's
 * components draw themselves: dialog close buttons, tree carets, select arrows) load one at a time.
 */
export function installIconLoader(): void {
  Icons.setLoaderOptions({ loader: loadIconPaths });
}
