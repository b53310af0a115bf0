import { grantsOf } from '../../data/menu-tree';
import type { Store } from '../../data/store';
import type { UserRecord } from '../../data/types';

/** A menu action as the web app names it: `<routeName>.<actionCode>`. */
export type ActionName = `${'QueryList' | 'StandardList'}.${'query' | 'add' | 'edit' | 'delete'}`;

/**
 * Whether the user's roles hold at least one of `actions`. The demo list has no resource records
 * of its own (those guard the system endpoints), so it checks the menu actions the pages show.
 */
export function holdsAnyAction(store: Store, user: Readonly<UserRecord>, actions: readonly ActionName[]): boolean {
  const grants = grantsOf(store, user);
  return actions.some((action) => {
    const [routeName, code] = action.split('.');
    const menu = store.menus.find((record) => record.routeName === routeName);
    return menu !== undefined && grants.get(menu.id)?.has(code ?? '') === true;
  });
}
