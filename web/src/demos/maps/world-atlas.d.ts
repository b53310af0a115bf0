/** The one world-atlas file the maps bundle: countries at 1:110m, as TopoJSON with each country's name. */
declare module 'world-atlas/countries-110m.json' {
  import type { GeometryCollection, Topology } from 'topojson-specification';

  const countries110m: Topology<{ countries: GeometryCollection<{ name: string }> }>;
  export default countries110m;
}
