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
    title: 'ArcGIS（REST 兼容）',
    description: '以 ArcGIS REST 的 FeatureSet（EsriJSON）格式提供国家边界与城市要素，用 OpenLayers 的 EsriJSON 读取器渲染。',
    noticeTitle: '为什么没有使用 @arcgis/core',
    notice:
      '@arcgis/core 可以离线渲染（其 Worker、样式与语言资源需随产品部署），但它会执行 eval 并编译 WebAssembly，而本产品的内容安全策略（script-src \'self\'）禁止这两者，且它会使构建增加约 19 MB 脚本与 84 MB 资源。因此本页采用与 ArcGIS REST 兼容的方案：要素数据采用 FeatureServer 查询接口（query?f=json）返回的 EsriJSON 格式，由 OpenLayers 读取并离线渲染；接入真实的 FeatureServer 时只需改为请求其查询地址。',
  },
  mapbox: {
    title: 'Mapbox（MapLibre GL）',
    description: '本页使用 MapLibre GL JS（mapbox-gl v1 的开源分支）：mapbox-gl v2 及以上版本无访问令牌无法渲染，而 MapLibre 可完全离线工作。',
  },
} as const;
