/**
 * What the resources page lets the signed-in user change, mirroring the server's privilege rules
 * (`openapi.yaml`, updateResource): the server still refuses the rest.
 */
import { type Holdings, holdsAction } from '@/features/crud';
import type { SystemResource } from './api';

/** Whether the user may edit or delete `resource`: root, or a holder of every action it is bound to. */
export const mayChangeResource = (holdings: Holdings, resource: SystemResource): boolean =>
  resource.actions.every((action) => holdsAction(holdings, action.menuId, action.code));

/**
 * Whether the user may change the method and path of `resource`: root, or anyone while it is bound
 * to no action (then it grants nothing). A bound one would hand its actions a new call.
 */
export const mayMoveResource = (holdings: Holdings, resource: SystemResource): boolean =>
  holdings.isRoot || resource.actions.length === 0;
