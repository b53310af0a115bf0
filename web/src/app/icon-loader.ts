import { type IconName, type IconPaths, type IconPathsLoader, IconSize, Icons } from '@blueprintjs/icons';
import flash from '@blueprintjs/icons/lib/esm/generated/16px/paths/flash';
import lock from '@blueprintjs/icons/lib/esm/generated/16px/paths/lock';
import moon from '@blueprintjs/icons/lib/esm/generated/16px/paths/moon';
import offline from '@blueprintjs/icons/lib/esm/generated/20px/paths/offline';
import person from '@blueprintjs/icons/lib/esm/generated/16px/paths/person';
import shield from '@blueprintjs/icons/lib/esm/generated/16px/paths/shield';
import { afterNextPaint } from '@/lib/after-next-paint';

/**
 * Icons that ship with the app: the login form's and its theme toggle's (a request each for them
 * would delay its first paint) and the failed-chunk page's, which must draw when chunks cannot be fetched.
 */
const bundled: Record<IconSize, Partial<Record<IconName, IconPaths>>> = {
  [IconSize.STANDARD]: { person, lock, shield, moon, flash },
  // Drawn at 88 px, which takes the 20 px paths.
  [IconSize.LARGE]: { offline },
};

/** Imports an ES module by URL, as the browser does. */
export type ModuleImporter = (url: string) => Promise<{ default: IconPaths }>;

/**
 * Where one icon's paths module is served: the build copies Blueprint's per-icon modules there
 * (`rsbuild.config.ts` sets the versioned directory).
 */
export function iconUrl(name: IconName, size: IconSize): string {
  return `${process.env.BLUEPRINT_ICONS_DIR}/${size === IconSize.LARGE ? 20 : 16}/${name}.js`;
}

/** Waits for the page's next paint: one wait shared by every call made before that paint. */
export type PaintWait = () => Promise<void>;

let paintAwaited: Promise<void> | undefined;

/** {@link afterNextPaint} as one promise for all the icons asked for before that paint. */
const nextPaint: PaintWait = () =>
  (paintAwaited ??= new Promise<void>((resolve) =>
    afterNextPaint(() => {
      paintAwaited = undefined;
      resolve();
    }),
  ));

/**
 * A loader that fetches one icon's paths in one size at a time (about 400 B), where Blueprint's
 * own loader fetches every icon of a size at once (100 KB gzip each). The modules are imported by
 * URL, outside the bundler: a chunk per icon would cost the entry a map of 1 412 chunk names and
 * hashes (20 KB gzip). Blueprint checks the name against its list before calling a loader, so the
 * URL only ever names one of the copied modules. An import starts after the next paint, so an icon
 * follows the text it sits beside: each import costs the main thread about a millisecond on a slow
 * machine, and the twenty of the first signed-in frame held back the paint of its sidebar and header
 * by some 50 ms (docs/benchmarks.md, "Menu paint").
 * @param importModule @default the browser's own `import()`
 * @param afterPaint @default after the page's next paint
 */
export function iconPathsLoader(
  importModule: ModuleImporter = (url) => import(/* webpackIgnore: true */ url),
  afterPaint: PaintWait = nextPaint,
): IconPathsLoader {
  // Blueprint calls the loader once per drawn icon until the first answer lands (a sidebar of 91
  // folders asked for the same module once per folder as it first painted): one import per URL.
  const inFlight = new Map<string, Promise<IconPaths>>();
  return async (name, size) => {
    const paths = bundled[size]?.[name];
    if (paths) return paths;
    const url = iconUrl(name, size);
    let loading = inFlight.get(url);
    if (!loading) {
      loading = afterPaint()
        .then(() => importModule(url))
        .then(({ default: loaded }) => loaded);
      inFlight.set(url, loading);
      // Once settled, Blueprint keeps the paths itself; a failure is tried again on the next draw.
      void loading.finally(() => inFlight.delete(url)).catch(() => undefined);
    }
    return loading;
  };
}

/**
 * Makes every icon drawn by name (the app's own, the server's menu icons, and those Blueprint's
 * components draw themselves: dialog close buttons, tree carets, select arrows) load one at a time.
 */
export function installIconLoader(): void {
  Icons.setLoaderOptions({ loader: iconPathsLoader() });
}
