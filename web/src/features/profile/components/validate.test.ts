import { MAX_AVATAR_BYTES, avatarProblem, validatePassword, validateProfile } from './validate';

describe('validateProfile', () => {
  it('accepts a name with empty email and phone', () => {
    expect(validateProfile({ realName: '张三', email: '', phone: '' })).toEqual({});
  });

  it('requires the real name', () => {
    expect(validateProfile({ realName: '  ', email: '', phone: '' }).realName).toBe('请输入姓名');
    expect(validateProfile({ realName: '\u202e\u2800', email: '', phone: '' }).realName).toBe('请输入姓名');
  });

  it('rejects a malformed email and phone', () => {
    const errors = validateProfile({ realName: 'a', email: 'not-an-email', phone: '12ab' });
    expect(errors.email).toBe('请输入有效的邮箱地址');
    expect(errors.phone).toMatch(/手机号/);
  });

  it('rejects what the server refuses: separators without digits, an email without a domain dot', () => {
    expect(validateProfile({ realName: 'a', email: 'a@b', phone: '+-()' })).toEqual({
      email: '请输入有效的邮箱地址',
      phone: '请输入有效的手机号',
    });
  });

  it('accepts a phone with +, -, spaces and parentheses', () => {
    expect(validateProfile({ realName: 'a', email: 'a@b.cn', phone: '+86 (10) 1234-5678' })).toEqual({});
  });
});

describe('validatePassword', () => {
  const ok = { oldPassword: 'abc-123', newPassword: 'new-pass', confirmPassword: 'new-pass' };

  it('accepts a confirmed new password of 6 or more characters', () => {
    expect(validatePassword(ok)).toEqual({});
  });

  it('requires every field', () => {
    expect(Object.keys(validatePassword({ oldPassword: '', newPassword: '', confirmPassword: '' })).sort()).toEqual([
      'confirmPassword',
      'newPassword',
      'oldPassword',
    ]);
  });

  it('wants at least 6 characters', () => {
    expect(validatePassword({ ...ok, newPassword: '12345', confirmPassword: '12345' }).newPassword).toBe(
      '新密码至少 6 个字符',
    );
  });

  it('refuses a new password equal to the old one', () => {
    expect(validatePassword({ ...ok, newPassword: 'abc-123', confirmPassword: 'abc-123' }).newPassword).toBe(
      '新密码不能与原密码相同',
    );
  });

  it('wants the confirmation to match', () => {
    expect(validatePassword({ ...ok, confirmPassword: 'other-pass' }).confirmPassword).toBe('两次输入的新密码不一致');
  });
});

describe('avatarProblem', () => {
  it('accepts a small PNG', () => {
    expect(avatarProblem('data:image/png;base64,iVBORw0KGgo=')).toBeNull();
  });

  it('refuses what is not an image', () => {
    expect(avatarProblem('data:text/html;base64,PGgxPg==')).toBe('请选择图片文件');
  });

  it('refuses more than 64 KB', () => {
    const big = `data:image/png;base64,${'A'.repeat(MAX_AVATAR_BYTES)}`;
    expect(avatarProblem(big)).toBe('头像图片不能超过 64 KB');
  });
});
