/** zh-CN catalogue section `demoMaps`: texts of the map demos. */
export const demoMaps = {
  layers: '图层',
  countries: '国家边界',
  markers: '城市标记',
  tiles: '在线底图',
  offline: '离线模式：国家边界来自随产品提供的世界地图数据，不请求任何外部资源。',
  online: (url: string) => `已配置在线底图：${url}`,
  cityCount: (count: number) => `${count} 个城市`,
  /** A city popup's line: its note and where it lies. */
  cityNote: '{note}（{lat}°, {lon}°）',
  mapLabel: (library: string) => `${library} 地图`,
  failed: '地图无法加载，请刷新页面重试。',
  /** The markers' names and popup lines, by city id (`demos/maps/cities.ts`). */
  cities: {
    beijing: { name: '北京', note: '中国首都，人口约 2 200 万' },
    shanghai: { name: '上海', note: '中国最大的经济中心' },
    shenzhen: { name: '深圳', note: '科技创新之城' },
    london: { name: '伦敦', note: '英国首都' },
    newYork: { name: '纽约', note: '美国最大的城市' },
    sydney: { name: '悉尼', note: '澳大利亚最大的城市' },
    saoPaulo: { name: '圣保罗', note: '南半球最大的城市' },
    nairobi: { name: '内罗毕', note: '肯尼亚首都' },
  },
  /** The map libraries' own controls, which they name in English unless given these. */
  controls: {
    map: '地图',
    zoomIn: '放大',
    zoomOut: '缩小',
    resetRotation: '重置旋转',
    resetBearing: '拖动以旋转地图，点击恢复正北',
    attribution: '版权信息',
    toggleAttribution: '显示或隐藏版权信息',
    closePopup: '关闭弹窗',
    leafletAbout: '一个用于交互式地图的 JavaScript 库',
  },
  leaflet: { title: 'Leaflet', description: '使用 Leaflet 渲染的交互式地图：缩放、平移、城市标记弹窗与图层开关。' },
  openlayers: { title: 'OpenLayers', description: '使用 OpenLayers 渲染的交互式地图：矢量图层、点击弹窗与图层开关。' },
  arcgis: {
    title: 'ArcGIS',
    description: '使用 ArcGIS 绘制的交互式地图：国家边界与城市标记，可缩放、平移，点击城市查看信息，并可开关图层。',
    frameTitle: 'ArcGIS 地图页面',
  },
  mapbox: {
    title: 'Mapbox（MapLibre GL）',
    description: '使用 MapLibre GL 绘制的交互式地图：缩放、平移、城市标记弹窗与图层开关，可完全离线使用。',
  },
} as const;
