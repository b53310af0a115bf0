import { demoMaps } from '@/i18n/demo-messages';

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

const cities = demoMaps.cities;

/** The one list of markers all four map pages share, named in the page's language. */
export const CITIES: readonly City[] = [
  { id: 'beijing', ...cities.beijing, lon: 116.4074, lat: 39.9042 },
  { id: 'shanghai', ...cities.shanghai, lon: 121.4737, lat: 31.2304 },
  { id: 'shenzhen', ...cities.shenzhen, lon: 114.0579, lat: 22.5431 },
  { id: 'london', ...cities.london, lon: -0.1276, lat: 51.5072 },
  { id: 'new-york', ...cities.newYork, lon: -74.006, lat: 40.7128 },
  { id: 'sydney', ...cities.sydney, lon: 151.2093, lat: -33.8688 },
  { id: 'sao-paulo', ...cities.saoPaulo, lon: -46.6333, lat: -23.5505 },
  { id: 'nairobi', ...cities.nairobi, lon: 36.8219, lat: -1.2921 },
];

/** Where every map starts: centred on East Asia, showing most of the world. */
export const INITIAL_VIEW = { lon: 105, lat: 30, zoom: 2 } as const;
