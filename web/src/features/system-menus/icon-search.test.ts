import { MENU_ICONS } from '@shared/menu-icons';
import { gridStep, searchIcons } from './icon-search';

describe('searchIcons', () => {
  it('offers every icon for an empty search', () => {
    expect(searchIcons('  ')).toEqual(MENU_ICONS);
  });

  it('puts names that start with the search before names that contain it', () => {
    // `double-chevron-up` sorts before `chevron-up`, which starts with the search.
    const found = searchIcons('chevron-up');
    expect(found).toEqual(['chevron-up', 'double-chevron-up']);
  });

  it('ignores case and reads spaces as hyphens', () => {
    expect(searchIcons('Add Column')).toEqual(['add-column-left', 'add-column-right']);
  });

  it('finds nothing for a name no icon has', () => {
    expect(searchIcons('no-such-icon')).toEqual([]);
  });
});

describe('gridStep', () => {
  it('moves by one sideways and by a row up and down, stopping at the edges', () => {
    expect(gridStep('ArrowRight', 0, 10, 4)).toBe(1);
    expect(gridStep('ArrowDown', 1, 10, 4)).toBe(5);
    expect(gridStep('ArrowUp', 5, 10, 4)).toBe(1);
    expect(gridStep('ArrowLeft', 0, 10, 4)).toBe(0);
    expect(gridStep('ArrowDown', 8, 10, 4)).toBe(8);
    expect(gridStep('ArrowRight', 9, 10, 4)).toBe(9);
  });

  it('ignores other keys and an empty grid', () => {
    expect(gridStep('Enter', 3, 10, 4)).toBeUndefined();
    expect(gridStep('ArrowDown', 0, 0, 4)).toBeUndefined();
  });
});
