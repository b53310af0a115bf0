import { MAX_RECENT_PAGES, RECENT_PAGES_KEY, readRecentPages, rememberRecentPage } from './recent-pages';

afterEach(() => window.localStorage.clear());

describe('recent pages', () => {
  it('remembers pages newest first, each once, per user', () => {
    rememberRecentPage('u1', 'SystemUser');
    rememberRecentPage('u1', 'SystemRole');
    rememberRecentPage('u1', 'SystemUser');
    rememberRecentPage('u2', 'Dashboard');
    expect(readRecentPages('u1')).toEqual(['SystemUser', 'SystemRole']);
    expect(readRecentPages('u2')).toEqual(['Dashboard']);
  });

  it(`keeps the last ${MAX_RECENT_PAGES}`, () => {
    for (let i = 0; i < MAX_RECENT_PAGES + 3; i += 1) rememberRecentPage('u1', `Page${i}`);
    const recent = readRecentPages('u1');
    expect(recent).toHaveLength(MAX_RECENT_PAGES);
    expect(recent[0]).toBe(`Page${MAX_RECENT_PAGES + 2}`);
  });

  it('reads tampered storage as what it can use', () => {
    window.localStorage.setItem(`${RECENT_PAGES_KEY}u1`, JSON.stringify(['A', 3, null, 'B']));
    expect(readRecentPages('u1')).toEqual(['A', 'B']);
    window.localStorage.setItem(`${RECENT_PAGES_KEY}u1`, '{"not":"a list"}');
    expect(readRecentPages('u1')).toEqual([]);
    window.localStorage.setItem(`${RECENT_PAGES_KEY}u1`, 'not json');
    expect(readRecentPages('u1')).toEqual([]);
  });
});
