import {
  type OpenTab,
  closeAllTabs,
  closeOtherTabs,
  closeTab,
  closeTabsToRight,
  neighbourAfterClosing,
  openTab,
  tabUrl,
} from './tab-list';

const tab = (path: string, fixed = false): OpenTab => ({
  path,
  name: path.slice(1).replace(/\W/g, 'X') || 'Root',
  search: '',
  fixed,
});
const home = tab('/dashboard', true);
const paths = (tabs: readonly OpenTab[]) => tabs.map((open) => open.path);
const opened = (...list: OpenTab[]) => list.reduce<OpenTab[]>((tabs, open) => openTab(tabs, open), []);

describe('the open tabs', () => {
  it('adds a new page at the end, the fixed home tab at the front, and a known page keeps its place with its new query', () => {
    const tabs = opened(tab('/a'), tab('/b'), home);
    expect(paths(tabs)).toEqual(['/dashboard', '/a', '/b']);
    const again = openTab(tabs, { ...tab('/a'), search: '?page=2' });
    expect(paths(again)).toEqual(['/dashboard', '/a', '/b']);
    expect(again[1]?.search).toBe('?page=2');
    expect(tabUrl(again[1]!)).toBe('/a?page=2');
  });

  it('closes one tab, but never the fixed one', () => {
    const tabs = opened(home, tab('/a'), tab('/b'));
    expect(paths(closeTab(tabs, '/a'))).toEqual(['/dashboard', '/b']);
    expect(paths(closeTab(tabs, '/dashboard'))).toEqual(['/dashboard', '/a', '/b']);
  });

  it('closes the others, those to the right, or all, keeping the fixed tab', () => {
    const tabs = opened(home, tab('/a'), tab('/b'), tab('/c'));
    expect(paths(closeOtherTabs(tabs, '/b'))).toEqual(['/dashboard', '/b']);
    expect(paths(closeTabsToRight(tabs, '/a'))).toEqual(['/dashboard', '/a']);
    expect(paths(closeTabsToRight(tabs, '/c'))).toEqual(paths(tabs));
    expect(paths(closeTabsToRight(tabs, '/unknown'))).toEqual(paths(tabs));
    expect(paths(closeAllTabs(tabs))).toEqual(['/dashboard']);
  });

  it('goes to the right neighbour of a closed tab, else the left one', () => {
    const tabs = opened(home, tab('/a'), tab('/b'));
    expect(neighbourAfterClosing(tabs, '/a')?.path).toBe('/b');
    expect(neighbourAfterClosing(tabs, '/b')?.path).toBe('/a');
    expect(neighbourAfterClosing([tab('/a')], '/a')).toBeUndefined();
    expect(neighbourAfterClosing(tabs, '/unknown')).toBeUndefined();
  });

  it('caps the open tabs, closing the oldest closable ones first and never the one just opened', () => {
    let tabs = opened(home, tab('/p1'), tab('/p2'), tab('/p3'));
    tabs = openTab(tabs, tab('/p4'), 4);
    expect(paths(tabs)).toEqual(['/dashboard', '/p2', '/p3', '/p4']);
    tabs = openTab(tabs, tab('/p5'), 1);
    expect(paths(tabs)).toEqual(['/dashboard', '/p5']);
  });
});
