/** A city shown as a marker on every map demo. */
export interface City {
  id: string;
  name: string;
  /** Longitude, degrees east. */
  lon: number;
  /** Latitude, degrees north. */
  lat: number;
  /** One line for the popup. */
  note: string;
}

/** The one list of markers all four map pages share. */
export const CITIES: readonly City[] = [
  { id: 'beijing', name: '北京', lon: 116.4074, lat: 39.9042, note: '中国首都，人口约 2 200 万' },
  { id: 'shanghai', name: '上海', lon: 121.4737, lat: 31.2304, note: '中国最大的经济中心' },
  { id: 'shenzhen', name: '深圳', lon: 114.0579, lat: 22.5431, note: '科技创新之城' },
  { id: 'london', name: '伦敦', lon: -0.1276, lat: 51.5072, note: '英国首都' },
  { id: 'new-york', name: '纽约', lon: -74.006, lat: 40.7128, note: '美国最大的城市' },
  { id: 'sydney', name: '悉尼', lon: 151.2093, lat: -33.8688, note: '澳大利亚最大的城市' },
  { id: 'sao-paulo', name: '圣保罗', lon: -46.6333, lat: -23.5505, note: '南半球最大的城市' },
  { id: 'nairobi', name: '内罗毕', lon: 36.8219, lat: -1.2921, note: '肯尼亚首都' },
];

/** Where every map starts: centred on East Asia, showing most of the world. */
export const INITIAL_VIEW = { lon: 105, lat: 30, zoom: 2 } as const;
