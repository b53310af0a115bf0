import { indexMenus } from './grants';
import { emptyRoleFields, roleToFields, toRoleParam, validateRole } from './role-form';
import type { SystemRole } from './api';

describe('validateRole', () => {
  it.each(['\u200b\u200b', '\u2800', '\u202e'])('asks for a name when %j shows nothing', (name) => {
    expect(validateRole({ ...emptyRoleFields, name }).name).toBe('请输入角色名称');
  });

  it('takes a visible name', () => {
    expect(validateRole({ ...emptyRoleFields, name: '审计员' })).toEqual({});
  });
});

describe('the watermark field', () => {
  const role: SystemRole = {
    id: 'r-1',
    name: '审计员',
    sequence: 1,
    status: 'enabled',
    memo: '',
    menus: [],
    builtIn: false,
    createdAt: '2026-11-21T10:00:00.000Z',
  };

  it('is off for a new role and for a role of a server that leaves the flag out', () => {
    expect(emptyRoleFields.watermark).toBe(false);
    expect(roleToFields(role).watermark).toBe(false);
  });

  it('is read from the role and saved as set', () => {
    const fields = roleToFields({ ...role, watermark: true });
    expect(fields.watermark).toBe(true);
    expect(toRoleParam(fields, indexMenus([])).watermark).toBe(true);
    expect(toRoleParam({ ...fields, watermark: false }, indexMenus([])).watermark).toBe(false);
  });
});
