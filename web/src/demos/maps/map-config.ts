/**
 * The optional online tile layer (`PUBLIC_MAP_TILE_URL`, inlined at build time), e.g.
 * `https://tile.openstreetmap.org/{z}/{x}/{y}.png`. Off by default: the maps then show only the
 * bundled country outlines and fetch nothing. Only an `http(s)` URL or a same-origin path with
 * `{z}`, `{x}` and `{y}` is taken.
 */
export function onlineTileUrl(): string | null {
  let value: string | undefined;
  try {
    // Rsbuild replaces this only when the variable was set; otherwise `process` is undefined here.
    value = process.env.PUBLIC_MAP_TILE_URL;
  } catch {
    return null;
  }
  return isTileTemplate(value) ? value : null;
}

/** Whether `value` is a usable XYZ tile URL template. */
export function isTileTemplate(value: string | undefined): value is string {
  if (value === undefined || !/\{z\}/.test(value) || !/\{x\}/.test(value) || !/\{y\}/.test(value)) return false;
  return /^https?:\/\//.test(value) || /^\/(?![/\\])/.test(value);
}
