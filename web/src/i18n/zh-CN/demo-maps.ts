/** zh-CN catalogue section `demoMaps`: texts of the map demos. */
export const demoMaps = {
  layers: '图层',
  countries: '国家边界',
  markers: '城市标记',
  tiles: '在线底图',
  offline: '离线模式：国家边界来自随产品打包的 world-atlas（1:110m）矢量数据，不请求任何外部资源。',
  online: (url: string) => `已配置在线底图：${url}`,
  cityCount: (count: number) => `${count} 个城市`,
  mapLabel: (library: string) => `${library} 地图`,
  failed: (message: string) => `地图初始化失败：${message}`,
  leaflet: { title: 'Leaflet', description: '使用 Leaflet 渲染的交互式地图：缩放、平移、城市标记弹窗与图层开关。' },
  openlayers: { title: 'OpenLayers', description: '使用 OpenLayers 渲染的交互式地图：矢量图层、点击弹窗与图层开关。' },
  arcgis: {
    title: 'ArcGIS',
    description:
      '使用 ArcGIS Maps SDK for JavaScript（@arcgis/core）的 MapView：国家边界与城市为图形图层，可缩放、平移，点击城市弹出信息。SDK 的 Web Worker、样式与语言资源随产品部署在本站 /arcgis/assets，不依赖 CDN。',
    noticeTitle: '为什么地图在内嵌框架中',
    notice:
      '@arcgis/core 会执行 eval 并编译 WebAssembly，而本产品的内容安全策略（script-src \'self\'）禁止这两者。为了不放宽整个应用的策略，地图是一个单独的页面 /arcgis.html，由服务器以它自己的策略（另外允许 \'unsafe-eval\' 与 \'wasm-unsafe-eval\'，且只允许本站嵌入）提供，再内嵌在本页中；图层开关通过消息传给它。应用的其他页面（包括登录页）不会加载 SDK 的任何代码。',
    frameTitle: 'ArcGIS 地图页面',
  },
  mapbox: {
    title: 'Mapbox（MapLibre GL）',
    description: '本页使用 MapLibre GL JS（mapbox-gl v1 的开源分支）：mapbox-gl v2 及以上版本无访问令牌无法渲染，而 MapLibre 可完全离线工作。',
  },
} as const;
