import type { Position } from 'geojson';

/** An ArcGIS spatial reference by well-known id. */
export interface SpatialReference {
  wkid: number;
}

/** One field of a FeatureSet. */
export interface EsriField {
  name: string;
  type: 'esriFieldTypeOID' | 'esriFieldTypeString';
  alias: string;
}

/** A FeatureSet of one geometry type, as the ArcGIS REST API answers it. */
interface FeatureSet<G extends string, Geometry, Attributes> {
  geometryType: G;
  spatialReference: SpatialReference;
  fields: EsriField[];
  features: { attributes: Attributes; geometry: Geometry & { spatialReference: SpatialReference } }[];
}

/** Country outlines. */
export type PolygonFeatureSet = FeatureSet<'esriGeometryPolygon', { rings: Position[][] }, { OBJECTID: number; NAME: string }>;

