import { type IconName, type IconPaths, IconSize, Icons } from '@blueprintjs/icons';
import lock from '@blueprintjs/icons/lib/esm/generated/16px/paths/lock';
import person from '@blueprintjs/icons/lib/esm/generated/16px/paths/person';
import shield from '@blueprintjs/icons/lib/esm/generated/16px/paths/shield';

/** The login form's icons ship with the app; fetching every icon for them would double its weight. */
const bundled: Partial<Record<IconName, IconPaths>> = { person, lock, shield };

/**
 * Blueprint's default loader fetches every icon of a size at once (about 100 KB gzip). The login
 * page's three icons are served from the bundle instead, so that chunk is fetched only once the
 * user is in the app, where the server's menu may name any icon.
 */
export function installIconLoader(): void {
  Icons.setLoaderOptions({
    loader: async (name: IconName, size: IconSize): Promise<IconPaths> => {
      const own = size === IconSize.STANDARD ? bundled[name] : undefined;
      if (own) return own;
      await Icons.load(name, size, { loader: 'split-by-size' });
      return Icons.getPaths(name, size) ?? [];
    },
  });
}
