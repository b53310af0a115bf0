import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ARCGIS_ASSETS_SOURCE, ARCGIS_ICONS, arcgisAssetCopies, arcgisAssetFiles } from './arcgis-assets';

const ROOT = path.resolve(__dirname, '../..');

describe('the ArcGIS assets the build copies', () => {
  it('are the tessellator, the zh-CN and en translations and the named icons of the installed SDK, nothing of its workers or 3D libraries', () => {
    const files = arcgisAssetFiles(ROOT);
    expect(files).toContain('esri/core/libs/libtess/libtess-f32.wasm');
    expect(files).toContain('esri/widgets/Popup/t9n/Popup_zh-CN.json');
    expect(files).toContain('components/assets/action/t9n/messages.zh-CN.json');
    expect(files).toContain('esri/widgets/Zoom/t9n/Zoom_en.json');
    expect(files).toContain('components/assets/action/t9n/messages.en.json');
    expect(files).toContain('components/assets/icon/dockRight16.json');
    expect(files.filter((file) => file.startsWith('components/assets/icon/'))).toHaveLength(ARCGIS_ICONS.length * 3);
    expect(files.filter((file) => /\/(workers|libs\/(?!libtess))\//.test(file))).toEqual([]);
    const translations = files.filter((file) => /t9n/.test(file));
    expect(translations.filter((file) => !/[._](zh-CN|en)\.json$/.test(file))).toEqual([]);
    // Each language has the same bundles: a widget shown in one is translated in the other.
    const bundles = (tag: string) =>
      translations.filter((file) => file.endsWith(`${tag}.json`)).map((file) => file.slice(0, -`${tag}.json`.length));
    expect(bundles('en')).toEqual(bundles('zh-CN'));
  });

  it('are copied file by file to arcgis/assets, already minified', () => {
    const copies = arcgisAssetCopies(ROOT);
    expect(copies).toContainEqual({
      from: `${ARCGIS_ASSETS_SOURCE}/esri/t9n/common_zh-CN.json`,
      to: 'arcgis/assets/esri/t9n/common_zh-CN.json',
      info: { minimized: true },
    });
  });

  it('refuses an SDK that lacks a named file, naming it', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'arcgis-assets-'));
    try {
      mkdirSync(path.join(root, ARCGIS_ASSETS_SOURCE, 'esri/t9n'), { recursive: true });
      writeFileSync(path.join(root, ARCGIS_ASSETS_SOURCE, 'esri/t9n/common_zh-CN.json'), '{}');
      expect(() => arcgisAssetFiles(root)).toThrow(/libtess-f32\.wasm.*update scripts\/build\/arcgis-assets\.ts/);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
