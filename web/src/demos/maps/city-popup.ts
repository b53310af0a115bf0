import { format } from '@/i18n';
import { demoMaps } from '@/i18n/demo-messages';
import type { City } from './cities';

/** The popup content of a city, built as DOM nodes (text only, never parsed as HTML). */
export function cityPopup(city: City): HTMLElement {
  const root = document.createElement('div');
  root.className = 'map-popup';
  root.dataset.city = city.id;
  const title = document.createElement('h4');
  title.textContent = city.name;
  const note = document.createElement('p');
  note.textContent = format(demoMaps.cityNote, { note: city.note, lat: city.lat.toFixed(2), lon: city.lon.toFixed(2) });
  root.append(title, note);
  return root;
}
