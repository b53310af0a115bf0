/**
 * What the signed-in user holds, as the server's privilege rules see it (pure): the menus and
 * actions of their menu tree (`GET /pub/current/menutree` carries only granted ones), or
 * everything for the built-in root account, which the signed-in user's `builtIn` flag names
 * (ids are the back end's own). The UI hides what these rules refuse; the server still enforces them.
 */
import type { components } from '@shared/contract/schema';

type RoleMenu = components['schemas']['RoleMenu'];
type UserInfo = components['schemas']['UserInfo'];

/** The signed-in user's identity and grants. */
export interface Holdings {
  /** The signed-in user's id; `null` before the user is loaded. */
  selfId: string | null;
  /** Root holds everything. */
  isRoot: boolean;
  /** Menu id -> the menu held, with the actions held on it (the menu tree's nodes, `selectMenusById`). */
  menus: ReadonlyMap<string, { readonly actions: readonly { readonly code: string }[] }>;
}

/** Holdings that allow everything (root's, and the default where no user is in question). */
export const HOLDS_EVERYTHING: Holdings = { selfId: null, isRoot: true, menus: new Map() };

/** The holdings of the signed-in `user` (null before it is loaded) whose menu tree holds `menus`. */
export function holdingsOf(user: Pick<UserInfo, 'userId' | 'builtIn'> | null, menus: Holdings['menus']): Holdings {
  return { selfId: user?.userId ?? null, isRoot: user?.builtIn === true, menus };
}

/** Whether the user holds menu `menuId`. */
export function holdsMenu(holdings: Holdings, menuId: string): boolean {
  return holdings.isRoot || holdings.menus.has(menuId);
}

/** Whether the user holds action `code` of menu `menuId`. */
export function holdsAction(holdings: Holdings, menuId: string, code: string): boolean {
  return holdings.isRoot || (holdings.menus.get(menuId)?.actions.some((action) => action.code === code) ?? false);
}

/** Whether the user holds every menu and action of `grants` (a role's `menus`). */
export function holdsGrants(holdings: Holdings, grants: readonly RoleMenu[]): boolean {
  return grants.every(
    (grant) =>
      holdsMenu(holdings, grant.menuId) && grant.actions.every((code) => holdsAction(holdings, grant.menuId, code)),
  );
}
