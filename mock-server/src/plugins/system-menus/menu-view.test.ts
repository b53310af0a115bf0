import { seedMenus } from '../../data/seed-menus';
import { systemMenuTree } from './menu-view';

describe('systemMenuTree', () => {
  it('leaves out menus caught in a parent loop, with or without a keyword, and ends', () => {
    const [top] = seedMenus('https://docs.example');
    const loop = [
      { ...top!, id: 'm-a', routeName: 'LoopA', parentId: 'm-b' },
      { ...top!, id: 'm-b', routeName: 'LoopB', parentId: 'm-a' },
    ];
    expect(systemMenuTree([top!, ...loop]).map((node) => node.id)).toEqual([top!.id]);
    expect(systemMenuTree([top!, ...loop], 'loop')).toEqual([]);
  });
});
