/** The map demo pages' frame: the shell with its layer switches, a library map's page and hook, the ArcGIS page. */
export { ArcgisMapPage } from './arcgis-map-page';
export { LibraryMapPage, type LibraryMapPageProps, type LibraryMapProps } from './library-map-page';
export { MapShell, type MapShellProps } from './map-shell';
export { type MapAdapter, useLibraryMap } from './use-library-map';
