import type Feature from 'ol/Feature';
import EsriJSON from 'ol/format/EsriJSON';
import { CITIES } from '../../../features/demo-maps/cities';
import { countryOutlines } from '../../../features/demo-maps/countries';
import { citiesFeatureSet, countriesFeatureSet } from '../../../features/demo-maps/esri-feature-set';

/**
 * The map's features read the way an ArcGIS REST FeatureServer answer is read: FeatureSets
 * (EsriJSON) through OpenLayers' EsriJSON format. Here the FeatureSets come from the bundled
 * data; a FeatureServer `query?f=json` response would be read by the same code.
 */
export function readEsriFeatures(): { countries: Feature[]; cities: Feature[] } {
  const format = new EsriJSON();
  const options = { dataProjection: 'EPSG:4326', featureProjection: 'EPSG:3857' };
  const countries = format.readFeatures(countriesFeatureSet(countryOutlines()), options);
  const cities = format.readFeatures(citiesFeatureSet(CITIES), options);
  for (const feature of cities) feature.set('city', CITIES.find((city) => city.id === feature.get('CITY_ID')));
  return { countries, cities };
}
