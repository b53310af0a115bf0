import { emptyRoleFields, validateRole } from './role-form';

describe('validateRole', () => {
  it.each(['\u200b\u200b', '\u2800', '\u202e'])('asks for a name when %j shows nothing', (name) => {
    expect(validateRole({ ...emptyRoleFields, name }).name).toBe('请输入角色名称');
  });

  it('takes a visible name', () => {
    expect(validateRole({ ...emptyRoleFields, name: '审计员' })).toEqual({});
  });
});
