import { md5Hex } from '@/lib/md5-hex';
import { type UserFields, emptyUserFields, toCreateParam, toUpdateParam, validateUser } from './user-form';

const valid: UserFields = {
  ...emptyUserFields,
  userName: 'wang.fang',
  realName: '王芳',
  password: 'secret-1',
  confirmPassword: 'secret-1',
  email: 'wang.fang@example.com',
  phone: '+86 138-0000 0000',
  roleIds: ['r-staff'],
};

const messages = (fields: Partial<UserFields>, mode: 'create' | 'edit' = 'create') =>
  Object.fromEntries(
    Object.entries(validateUser({ ...valid, ...fields }, mode)).filter(([, message]) => message !== undefined),
  );

describe('validateUser', () => {
  it('asks for a real name that shows nothing', () => {
    expect(messages({ realName: '\u200b\u200b' })).toEqual({ realName: '请输入姓名' });
  });

  it('accepts a complete user', () => {
    expect(messages({})).toEqual({});
  });

  it('requires the user name, real name, password and its confirmation on create', () => {
    expect(messages({ userName: ' ', realName: '', password: '', confirmPassword: '' })).toEqual({
      userName: '请输入用户名',
      realName: '请输入姓名',
      password: '请输入密码',
      confirmPassword: '请输入确认密码',
    });
  });

  it.each(['-abc', 'a b', 'ab/c', '中文', 'a'.repeat(65)])('refuses the user name %p', (userName) => {
    expect(messages({ userName })).toEqual({ userName: expect.stringMatching(/^用户名以字母或数字开头/) });
  });

  it.each(['a', 'root', 'wang.fang@corp', 'a_b-c'])('accepts the user name %p', (userName) => {
    expect(messages({ userName })).toEqual({});
  });

  it('wants at least 6 characters and the same password twice', () => {
    expect(messages({ password: '12345', confirmPassword: '12345' })).toEqual({ password: '密码至少 6 个字符' });
    expect(messages({ confirmPassword: 'secret-2' })).toEqual({ confirmPassword: '两次输入的密码不一致' });
  });

  it('checks e-mail and phone only when given', () => {
    expect(messages({ email: '', phone: '' })).toEqual({});
    expect(messages({ email: 'not-an-email', phone: 'call me' })).toEqual({
      email: '请输入有效的邮箱地址',
      phone: '请输入有效的手机号',
    });
  });

  it('lets an edit keep the password, but checks a new one', () => {
    expect(messages({ password: '', confirmPassword: '' }, 'edit')).toEqual({});
    expect(messages({ password: 'abc', confirmPassword: 'abc' }, 'edit')).toEqual({ password: '密码至少 6 个字符' });
  });
});

describe('the params sent', () => {
  it('hash the password and trim the text fields', () => {
    const param = toCreateParam({ ...valid, userName: ' wang.fang ', realName: ' 王芳 ' });
    expect(param).toEqual({
      userName: 'wang.fang',
      realName: '王芳',
      password: md5Hex('secret-1'),
      email: 'wang.fang@example.com',
      phone: '+86 138-0000 0000',
      status: 'enabled',
      roleIds: ['r-staff'],
    });
  });

  it('leave the password out of an edit that keeps it', () => {
    expect(toUpdateParam({ ...valid, password: '', confirmPassword: '' })).not.toHaveProperty('password');
    expect(toUpdateParam(valid).password).toBe(md5Hex('secret-1'));
  });
});
