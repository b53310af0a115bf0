/** @jest-environment node */
import { menuModel } from '@/features/menu';
import { menuTreeFixture } from '@/testing/fixtures';
import { type IndexedPage, indexPages, matchRank, rankPages } from './rank-pages';
import { pageNameAt, searchPages } from './search-pages';

const page = (name: string, title: string, path: string): IndexedPage =>
  indexPages([{ name, title, path, trail: [] }])[0] as IndexedPage;

const users = page('SystemUser', '用户管理', '/system/user');
const roles = page('SystemRole', '角色管理', '/system/role');
const center = page('UserCenter', '个人中心', '/user-page/user-center');
const leaflet = page('Leaflet', 'Leaflet', '/maps-page/leaflet');
const pages = [users, roles, center, leaflet];
const names = (list: IndexedPage[]) => list.map((p) => p.name);

describe('searchPages', () => {
  it('lists the leaf pages in menu order with the groups above them, hidden pages included, no groups or links', () => {
    const found = searchPages(menuModel(menuTreeFixture).routes);
    const titles = found.map((p) => p.title);
    expect(titles).toContain('用户管理');
    expect(titles).not.toContain('系统管理');
    expect(found.find((p) => p.name === 'SystemUser')).toMatchObject({ path: '/system/user', trail: ['系统管理'] });
    expect(found.every((p) => p.path.startsWith('/'))).toBe(true);
  });
});

describe('pageNameAt', () => {
  const { routes } = menuModel(menuTreeFixture);

  it('names the page searchPages lists at each path, and nothing for a group, a link or the root', () => {
    const listed = searchPages(routes);
    expect(listed.length).toBeGreaterThan(3);
    for (const { path, name } of listed) expect(pageNameAt(routes, path)).toBe(name);
    expect(pageNameAt(routes, '/system')).toBeUndefined();
    expect(pageNameAt(routes, '/')).toBeUndefined();
    const link = routes.flatMap((route) => [route, ...route.children]).find((route) => route.meta.href);
    expect(link).toBeDefined();
    expect(pageNameAt(routes, link!.path)).toBeUndefined();
  });

  it('answers the first of two pages at one path, as the router matches', () => {
    const [first, second] = menuModel([
      { ...menuTreeFixture[0]!, id: 'a', routeName: 'First', routePath: '/same', children: [] },
      { ...menuTreeFixture[0]!, id: 'b', routeName: 'Second', routePath: '/same', children: [] },
    ]).routes;
    expect(pageNameAt([first!, second!], '/same')).toBe('First');
  });
});

describe('matchRank', () => {
  it('ranks the whole title, its start, its inside, the initials and the path in that order', () => {
    expect(matchRank(users, '用户管理')).toBe(0);
    expect(matchRank(users, '用户')).toBe(1);
    expect(matchRank(users, '管理')).toBe(2);
    expect(matchRank(users, 'yhgl')).toBe(3);
    expect(matchRank(users, 'gl')).toBe(4);
    expect(matchRank(users, '/system/u')).toBe(5);
    expect(matchRank(users, 'xyz')).toBeUndefined();
  });

  it('ignores spaces inside initials', () => {
    expect(matchRank(users, 'yh gl')).toBe(3);
  });
});

describe('rankPages', () => {
  it('finds a Chinese title by its pinyin initials, case and surrounding spaces aside', () => {
    expect(names(rankPages(pages, ' YHGL ', []))).toEqual(['SystemUser']);
  });

  it('matches a path and a Latin title whatever their case', () => {
    expect(names(rankPages(pages, 'user-center', []))).toEqual(['UserCenter']);
    expect(names(rankPages(pages, 'leaf', []))).toEqual(['Leaflet']);
  });

  it('puts recent pages first, newest first, then the rest by rank and menu order', () => {
    expect(names(rankPages(pages, '', ['UserCenter', 'SystemRole']))).toEqual([
      'UserCenter',
      'SystemRole',
      'SystemUser',
      'Leaflet',
    ]);
    // 管理 is inside both titles; the recent one leads although the other comes first in the menu.
    expect(names(rankPages(pages, '管理', ['SystemRole']))).toEqual(['SystemRole', 'SystemUser']);
    // A better match still follows a recent page.
    expect(names(rankPages(pages, 'user', ['SystemUser']))).toEqual(['SystemUser', 'UserCenter']);
  });

  it('ignores recent names that are no page of the menu, and keeps to the limit', () => {
    expect(names(rankPages(pages, '', ['Gone', 'Leaflet'], 2))).toEqual(['Leaflet', 'SystemUser']);
  });
});
