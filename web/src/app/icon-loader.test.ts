import { IconSize, Icons } from '@blueprintjs/icons';
import { installIconLoader, loadIconPaths } from './icon-loader';

/** An icon's paths as Blueprint's package holds them, read directly. */
const packagePaths = async (size: 16 | 20, name: string): Promise<string[]> =>
  ((await import(`@blueprintjs/icons/lib/cjs/generated/${size}px/paths/${name}`)) as { default: string[] }).default;

describe('the icon loader', () => {
  it("answers one icon's paths in the size asked for", async () => {
    expect(await loadIconPaths('refresh', IconSize.STANDARD)).toEqual(await packagePaths(16, 'refresh'));
    expect(await loadIconPaths('refresh', IconSize.LARGE)).toEqual(await packagePaths(20, 'refresh'));
    expect(await packagePaths(16, 'refresh')).not.toEqual(await packagePaths(20, 'refresh'));
  });

  it('answers the bundled icons too', async () => {
    expect(await loadIconPaths('lock', IconSize.STANDARD)).toEqual(await packagePaths(16, 'lock'));
    expect(await loadIconPaths('offline', IconSize.LARGE)).toEqual(await packagePaths(20, 'offline'));
  });

  it("serves Blueprint's Icons.load once installed, so every icon drawn by name loads through it", async () => {
    installIconLoader();
    expect(Icons.getPaths('airplane', IconSize.STANDARD)).toBeUndefined();
    // Blueprint asks for the 16 px paths below 20 px and the 20 px paths from there up.
    await Icons.load(['airplane'], 17);
    await Icons.load(['airplane'], 88);
    expect(Icons.getPaths('airplane', IconSize.STANDARD)).toEqual(await packagePaths(16, 'airplane'));
    expect(Icons.getPaths('airplane', IconSize.LARGE)).toEqual(await packagePaths(20, 'airplane'));
  });
});
