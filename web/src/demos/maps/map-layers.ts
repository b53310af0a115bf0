/** Which layers a map shows. */
export interface MapLayers {
  countries: boolean;
  markers: boolean;
}

/** The layers every map starts with. */
export const ALL_LAYERS: MapLayers = { countries: true, markers: true };
