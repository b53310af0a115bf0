/**
 * The web app translates a seeded menu's title only while the menu keeps its seeded name, so each
 * translated title must name the mock's seed exactly: a seed renamed without its translation would
 * silently show in Chinese in English mode.
 */
import { seedMenus } from '../../mock-server/src/data/seed-menus';
import { enUSMenuTitles } from '@/i18n/en-US/menu-titles';

describe('the en-US titles of the seeded menus', () => {
  const seeded = seedMenus('https://docs.example');

  it('have one entry per seeded menu, with the name the mock seeds it with', () => {
    const expected = Object.fromEntries(seeded.map((menu) => [menu.routeName, menu.name]));
    const translatedFrom = Object.fromEntries(
      Object.entries(enUSMenuTitles).map(([routeName, { seeded: name }]) => [routeName, name]),
    );
    expect(translatedFrom).toEqual(expected);
  });
});
