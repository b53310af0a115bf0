/**
 * What the menu page lets the signed-in user change, mirroring the server's privilege rules
 * (`openapi.yaml`, updateMenu): the server still refuses the rest.
 */
import { type Holdings, holdsAction, holdsMenu } from '@/features/crud';
import type { MenuNode, ResourceOption } from './api';

/** What the user may change on one action row of the menu form. */
export interface ActionLock {
  /** The user does not hold the action: nothing of the row changes. */
  locked: boolean;
  /** The row is one of the menu's own actions: its code stays and it cannot be removed. */
  kept: boolean;
  /** The resources the row must keep bound. */
  keptResourceIds: readonly string[];
}

const FREE: ActionLock = { locked: false, kept: false, keptResourceIds: [] };

/**
 * The lock on row `index` of the form of `menu` (null for a new menu). Rows past the menu's own
 * actions are new and free. For anyone but root, an action they do not hold is locked; one they
 * hold keeps its code, its row and its resources, because the administrator role grants every
 * action and only root takes anything from it. The rows of a kept action cannot move, so an
 * index names the same action for as long as the form is open.
 */
export function actionLock(holdings: Holdings, menu: MenuNode | null, index: number): ActionLock {
  const action = menu?.actions[index];
  if (holdings.isRoot || !menu || !action) return FREE;
  return { locked: !holdsAction(holdings, menu.id, action.code), kept: true, keptResourceIds: action.resourceIds };
}

/** Whether the user may edit `menu`: root, or a holder of the menu. */
export const mayEditMenu = (holdings: Holdings, menu: MenuNode): boolean => holdsMenu(holdings, menu.id);

/**
 * Whether the user may move `menu` to another parent (null: a new menu, placed anywhere): root
 * only, because the administrator role holds every menu and a move changes its sidebar.
 */
export const mayMoveMenu = (holdings: Holdings, menu: MenuNode | null): boolean => holdings.isRoot || menu === null;

/**
 * Whether the user may delete menus: root only. Anyone else holds a menu only through a role
 * granting it, and the server refuses to delete a granted menu or one they do not hold.
 */
export const mayDeleteMenus = (holdings: Holdings): boolean => holdings.isRoot;

/** The resources whose calls the user can already make (bound to an action they hold): the only ones they may bind. */
export function callableResources(holdings: Holdings, resources: readonly ResourceOption[]): readonly ResourceOption[] {
  return holdings.isRoot
    ? resources
    : resources.filter((resource) =>
        resource.actions.some((action) => holdsAction(holdings, action.menuId, action.code)),
      );
}
