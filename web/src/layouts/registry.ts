import type { ComponentType } from 'react';
import { BlankLayout } from './blank-layout/blank-layout';
import { RouteView } from './route-view/route-view';

/** The layouts a menu node may name as `/layouts/<Name>`. */
const layouts: Readonly<Record<string, ComponentType>> = { RouteView, BlankLayout };

/** Prefix of a menu `component` that names a layout instead of a page folder. */
export const LAYOUT_PREFIX = '/layouts/';

/** The layout `/layouts/<Name>` names, or `undefined` for an unknown one. */
export function findLayout(component: string): ComponentType | undefined {
  if (!component.startsWith(LAYOUT_PREFIX)) return undefined;
  const name = component.slice(LAYOUT_PREFIX.length);
  return Object.hasOwn(layouts, name) ? layouts[name] : undefined;
}
