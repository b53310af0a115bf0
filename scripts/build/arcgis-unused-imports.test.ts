import { leaveOutUnusedImports } from './arcgis-unused-imports';

const SDK = '/repo/node_modules/@arcgis/core/';

describe('leaveOutUnusedImports', () => {
  it("turns a left-out layer view's import into a rejected promise naming the rule's file, keeping the graphics layer view", () => {
    const code =
      'const a=()=>t().then(()=>import("./layers/TileLayerView2D.js")),g=()=>t().then(()=>import("./layers/GraphicsLayerView2D.js"));' +
      'function t(){return Promise.all([import("./webglDeps.js"),import(\'./mapViewDeps.js\')])}';
    const out = leaveOutUnusedImports(code, `${SDK}views/2d/layerViewModuleImportUtils.js`);
    expect(out).not.toContain('import("./layers/TileLayerView2D.js")');
    expect(out).toContain(
      'Promise.reject(new Error("@arcgis/core/views/2d/layerViewModuleImportUtils.js imports ./layers/TileLayerView2D.js, which the build leaves out (scripts/build/arcgis-unused-imports.ts)"))',
    );
    expect(out).toContain('import("./layers/GraphicsLayerView2D.js")');
    expect(out).toContain('import("./webglDeps.js")');
    expect(out).toContain("import('./mapViewDeps.js')");
  });

  it('leaves static imports, modules no rule names and modules outside the SDK as they are', () => {
    const worker = 'import e from"../Error.js";const r={csv:()=>import("../../layers/CSVSourceWorker.js")};';
    expect(leaveOutUnusedImports(worker, `${SDK}core/workers/registry.js`)).toBe(
      'import e from"../Error.js";const r={csv:()=>Promise.reject(new Error("@arcgis/core/core/workers/registry.js imports ../../layers/CSVSourceWorker.js, which the build leaves out (scripts/build/arcgis-unused-imports.ts)"))};',
    );
    const popup = 'const w=()=>import("../widgets/Popup.js");';
    expect(leaveOutUnusedImports(popup, `${SDK}views/PopupView.js`)).toBe(popup);
    const app = 'const p=()=>import("./3d/page.js");';
    expect(leaveOutUnusedImports(app, '/repo/web/src/pages/index.ts')).toBe(app);
  });

  it('reads Windows paths too', () => {
    const code = 'x=()=>import("./3d/Thing.js")';
    expect(leaveOutUnusedImports(code, 'C:\\repo\\node_modules\\@arcgis\\core\\views\\SceneView.js')).toContain(
      'Promise.reject',
    );
  });
});
