import type { City } from './cities';

/** The popup content of a city, built as DOM nodes (text only, never parsed as HTML). */
export function cityPopup(city: City): HTMLElement {
  const root = document.createElement('div');
  root.className = 'map-popup';
  root.dataset.city = city.id;
  const title = document.createElement('h4');
  title.textContent = city.name;
  const note = document.createElement('p');
  note.textContent = `${city.note}（${city.lat.toFixed(2)}°, ${city.lon.toFixed(2)}°）`;
  root.append(title, note);
  return root;
}
