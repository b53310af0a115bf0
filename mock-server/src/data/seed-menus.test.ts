import { isMenuIcon } from '../../../shared/menu-icons';
import { MENU_ACTIONS } from '../../../shared/permissions';
import { seedMenus } from './seed-menus';
import { seedResources } from './seed-resources';

const menus = seedMenus('https://docs.example');

describe('the seed and the permission registry', () => {
  it('seeds every registry route as a menu with exactly its action codes, in order', () => {
    const seeded = Object.fromEntries(
      menus
        .filter((menu) => menu.actions.length > 0)
        .map((menu) => [menu.routeName, menu.actions.map((action) => action.code)]),
    );
    expect(seeded).toEqual(
      Object.fromEntries(Object.entries(MENU_ACTIONS).map(([route, codes]) => [route, [...codes]])),
    );
  });

  it('binds every seeded resource to at least one seeded action', () => {
    const bound = new Set(menus.flatMap((menu) => menu.actions.flatMap((action) => action.resourceIds)));
    expect(seedResources().filter((resource) => !bound.has(resource.id))).toEqual([]);
  });

  it("gives every seeded menu an icon the contract allows (Blueprint's)", () => {
    expect(menus.length).toBeGreaterThan(0);
    expect(menus.filter((menu) => !isMenuIcon(menu.icon)).map((menu) => `${menu.routeName}: ${menu.icon}`)).toEqual([]);
  });
});
