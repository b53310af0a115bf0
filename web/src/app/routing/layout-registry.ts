import type { ComponentType } from 'react';
import { layoutName } from '@/features/menu';
import { BlankLayout } from '@/layouts/blank-layout/blank-layout';
import { RouteView } from '@/layouts/route-view/route-view';

/** The layouts a menu node may name as `/layouts/<Name>`. */
const layouts: Readonly<Record<string, ComponentType>> = { RouteView, BlankLayout };

/** The layout `/layouts/<Name>` names, or `undefined` for an unknown one or a page folder. */
export function findLayout(component: string): ComponentType | undefined {
  const name = layoutName(component);
  return name !== undefined && Object.hasOwn(layouts, name) ? layouts[name] : undefined;
}
