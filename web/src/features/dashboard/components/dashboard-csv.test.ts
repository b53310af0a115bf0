import { dashboardCsv } from './dashboard-csv';

describe('dashboardCsv', () => {
  const csv = dashboardCsv({
    counts: { users: 12, roles: 3, menus: 24, activeSessions: 2 },
    logins: [
      { date: '2026-11-20', count: 4, failed: 1 },
      { date: '2026-11-21', count: 7, failed: 0 },
    ],
  });
  const lines = csv
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');

  it('starts with a byte-order mark so spreadsheets read UTF-8', () => {
    expect(csv.charCodeAt(0)).toBe(0xfeff);
  });

  it('lists every count by its label', () => {
    expect(lines.slice(1, 5)).toEqual(['用户,12', '角色,3', '菜单,24', '在线会话,2']);
  });

  it('lists the sign-ins and refused sign-ins per day after a blank line', () => {
    expect(lines[5]).toBe('');
    expect(lines[6]).toBe('日期,登录成功,登录失败');
    expect(lines.slice(7)).toEqual(['2026-11-20,4,1', '2026-11-21,7,0']);
  });

  it('leaves the refused column empty where the server does not count them', () => {
    const older = dashboardCsv({
      counts: { users: 1, roles: 1, menus: 1, activeSessions: 1 },
      logins: [{ date: '2026-11-20', count: 4 }],
    });
    expect(older.trimEnd().split('\r\n').at(-1)).toBe('2026-11-20,4,');
  });
});
