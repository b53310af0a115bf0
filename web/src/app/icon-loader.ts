import { type IconName, type IconPaths, IconSize, Icons } from '@blueprintjs/icons';
import lock from '@blueprintjs/icons/lib/esm/generated/16px/paths/lock';
import offline from '@blueprintjs/icons/lib/esm/generated/20px/paths/offline';
import person from '@blueprintjs/icons/lib/esm/generated/16px/paths/person';
import shield from '@blueprintjs/icons/lib/esm/generated/16px/paths/shield';

/**
 * Icons that ship with the app: the login form's (fetching every icon for three would double its
 * weight) and the failed-chunk page's, which must draw when chunks cannot be fetched.
 */
const bundled: Record<IconSize, Partial<Record<IconName, IconPaths>>> = {
  [IconSize.STANDARD]: { person, lock, shield },
  // Drawn at 88 px, which takes the 20 px paths.
  [IconSize.LARGE]: { offline },
};

/**
 * Blueprint's default loader fetches every icon of a size at once (about 100 KB gzip). The bundled
 * icons are served from the app instead, so that chunk is fetched only once the user is in the
 * app, where the server's menu may name any icon.
 */
export function installIconLoader(): void {
  Icons.setLoaderOptions({
    loader: async (name: IconName, size: IconSize): Promise<IconPaths> => {
      const own = bundled[size]?.[name];
      if (own) return own;
      await Icons.load(name, size, { loader: 'split-by-size' });
      return Icons.getPaths(name, size) ?? [];
    },
  });
}
