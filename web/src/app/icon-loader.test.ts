import { IconSize, Icons } from '@blueprintjs/icons';
import { type PaintWait, iconPathsLoader, iconUrl } from './icon-loader';

/** A page that has just painted: the loader's imports start at once. */
const painted: PaintWait = () => Promise.resolve();

/** An icon's paths as Blueprint's package holds them, read directly. */
const packagePaths = async (size: 16 | 20, name: string): Promise<string[]> =>
  ((await import(`@blueprintjs/icons/lib/cjs/generated/${size}px/paths/${name}`)) as { default: string[] }).default;

/** What the browser would import from the build's copy of the modules: the package's own files. */
const fromPackage = jest.fn(async (url: string) => {
  const [, size, name] = /^\/js\/icons-test\/(16|20)\/([a-z0-9-]+)\.js$/.exec(url) ?? [];
  if (!name) throw new Error(`no icon module at ${url}`);
  return { default: await packagePaths(Number(size) as 16 | 20, name) };
});

beforeAll(() => {
  process.env.BLUEPRINT_ICONS_DIR = '/js/icons-test';
});

describe('the icon loader', () => {
  it("imports one icon's paths in the size asked for, each from its own URL", async () => {
    const load = iconPathsLoader(fromPackage, painted);
    expect(await load('refresh', IconSize.STANDARD)).toEqual(await packagePaths(16, 'refresh'));
    expect(await load('refresh', IconSize.LARGE)).toEqual(await packagePaths(20, 'refresh'));
    expect(await packagePaths(16, 'refresh')).not.toEqual(await packagePaths(20, 'refresh'));
    expect(fromPackage.mock.calls.map(([url]) => url)).toEqual([
      '/js/icons-test/16/refresh.js',
      '/js/icons-test/20/refresh.js',
    ]);
  });

  it('starts no import before the next paint, then one for every icon asked for meanwhile', async () => {
    let paint!: () => void;
    const nextPaint = new Promise<void>((resolve) => (paint = resolve));
    const load = iconPathsLoader(fromPackage, () => nextPaint);
    fromPackage.mockClear();
    const answers = Promise.all([load('home', IconSize.STANDARD), load('cog', IconSize.STANDARD)]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fromPackage).not.toHaveBeenCalled();
    paint();
    expect(await answers).toEqual([await packagePaths(16, 'home'), await packagePaths(16, 'cog')]);
    expect(fromPackage).toHaveBeenCalledTimes(2);
  });

  it('answers the bundled icons without a request', async () => {
    const load = iconPathsLoader(fromPackage, painted);
    fromPackage.mockClear();
    expect(await load('lock', IconSize.STANDARD)).toEqual(await packagePaths(16, 'lock'));
    expect(await load('offline', IconSize.LARGE)).toEqual(await packagePaths(20, 'offline'));
    expect(fromPackage).not.toHaveBeenCalled();
  });

  it('imports an icon once however many of it start loading at once (a sidebar of 91 folders)', async () => {
    const load = iconPathsLoader(fromPackage, painted);
    fromPackage.mockClear();
    const answers = await Promise.all(Array.from({ length: 5 }, () => load('folder-close', IconSize.STANDARD)));
    expect(answers).toEqual(Array.from({ length: 5 }, () => answers[0]));
    expect(answers[0]).toEqual(await packagePaths(16, 'folder-close'));
    expect(fromPackage).toHaveBeenCalledTimes(1);
  });

  it('imports a failed icon again on its next load', async () => {
    const failing = jest
      .fn<ReturnType<typeof fromPackage>, [string]>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockImplementation(fromPackage);
    const load = iconPathsLoader(failing, painted);
    await expect(load('cloud', IconSize.STANDARD)).rejects.toThrow('offline');
    expect(await load('cloud', IconSize.STANDARD)).toEqual(await packagePaths(16, 'cloud'));
    expect(failing).toHaveBeenCalledTimes(2);
  });

  it("serves Blueprint's Icons.load, which asks for 16 px paths below 20 px and 20 px paths from there up", async () => {
    Icons.setLoaderOptions({ loader: iconPathsLoader(fromPackage, painted) });
    expect(Icons.getPaths('airplane', IconSize.STANDARD)).toBeUndefined();
    await Icons.load(['airplane'], 17);
    await Icons.load(['airplane'], 88);
    expect(Icons.getPaths('airplane', IconSize.STANDARD)).toEqual(await packagePaths(16, 'airplane'));
    expect(Icons.getPaths('airplane', IconSize.LARGE)).toEqual(await packagePaths(20, 'airplane'));
    expect(iconUrl('airplane', IconSize.STANDARD)).toBe('/js/icons-test/16/airplane.js');
  });
});
