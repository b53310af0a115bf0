/**
 * English titles of the seeded menus, by `routeName` (mock-server/src/data/seed-menus.ts). A menu
 * created at run time has none: its name from the server is shown.
 */
export const enUSMenuTitles: Readonly<Record<string, string>> = {
  Dashboard: 'Dashboard',
  System: 'System',
  SystemMenu: 'Menus',
  SystemResource: 'Resources',
  SystemRole: 'Roles',
  SystemUser: 'Users',
  ComponentsDemo: 'Components',
  CountTo: 'Count to',
  BackToTop: 'Back to top',
  Bpmn: 'Process designer',
  TableFormGenerator: 'Table generator',
  ElFormGenerator: 'Form generator',
  CodeSandbox: 'Code sandbox',
  MapsPage: 'Maps',
  Leaflet: 'Leaflet',
  Openlayers: 'OpenLayers',
  Arcgis: 'ArcGIS',
  Mapbox: 'Mapbox',
  ListPage: 'Lists',
  QueryList: 'Query table',
  StandardList: 'Standard list',
  UserPage: 'My account',
  UserCenter: 'My profile',
  UserSet: 'Account settings',
  ExternalLink: 'Docs',
};
