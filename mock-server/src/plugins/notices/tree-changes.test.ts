import { buildSeed } from '../../data/seed';
import { createStore, type Store } from '../../data/store';
import { changedTrees, treeCandidates, treeTags } from './tree-changes';

describe('which users’ menu trees a write changed', () => {
  let store: Store;
  beforeEach(async () => {
    store = createStore(await buildSeed({ scryptCost: 1024, docsUrl: 'https://docs.example.test/', now: Date.now() }));
    // A second holder of the staff role, and a user holding no role.
    const staff = store.users.get('u-staff')!;
    store.users.insert({ ...staff, id: 'u-clerk', userName: 'clerk' });
    store.users.insert({ ...staff, id: 'u-none', userName: 'none', roleIds: [] });
  });

  /** Runs `write` between the tags taken of `candidates` and answers the users whose tree changed. */
  const across = (candidates: string[], write: () => void) => {
    const before = treeTags(store, candidates);
    write();
    return changedTrees(store, before);
  };

  it('names the holders of a role whose grants changed, and nobody else', () => {
    const candidates = treeCandidates(store, { collection: 'roles', id: 'r-staff' });
    expect(candidates.sort()).toEqual(['u-clerk', 'u-staff']);
    const staff = store.roles.get('r-staff')!;
    const changed = across(candidates, () =>
      store.roles.update('r-staff', { menus: staff.menus.filter((grant) => grant.menuId !== staff.menus[0]!.menuId) }),
    );
    expect(changed.sort()).toEqual(['u-clerk', 'u-staff']);
  });

  it('names nobody for a write that leaves the trees as they were', () => {
    const candidates = treeCandidates(store, { collection: 'roles', id: 'r-staff' });
    expect(across(candidates, () => store.roles.update('r-staff', { memo: 'only the memo' }))).toEqual([]);
  });

  it('names the user whose roles changed, and not the other holders of the roles', () => {
    const candidates = treeCandidates(store, { collection: 'users', id: 'u-clerk' });
    expect(candidates).toEqual(['u-clerk']);
    expect(across(candidates, () => store.users.update('u-clerk', { roleIds: ['r-admin'] }))).toEqual(['u-clerk']);
  });

  it('names, for a menu, the holders of every role granting it and of the administrator role: not a user without it', () => {
    const granted = store.roles.get('r-staff')!.menus[0]!.menuId;
    const candidates = treeCandidates(store, { collection: 'menus', id: granted });
    expect(candidates.sort()).toEqual(['u-clerk', 'u-root', 'u-staff']);
    const changed = across(candidates, () => store.menus.update(granted, { name: 'renamed' }));
    expect(changed.sort()).toEqual(['u-clerk', 'u-root', 'u-staff']);
    expect(treeCandidates(store, { collection: 'menus', id: null })).toEqual(['u-root']);
  });

  it('names nobody for a new role or user, and drops a user who is gone', () => {
    expect(treeCandidates(store, { collection: 'roles', id: null })).toEqual([]);
    expect(treeCandidates(store, { collection: 'users', id: null })).toEqual([]);
    expect(across(['u-clerk'], () => store.users.remove('u-clerk'))).toEqual([]);
  });
});
