import { format, messages } from '.';

describe('format', () => {
  it('fills {name} placeholders', () => {
    expect(format(messages.request.noErrorObject, { status: 502, statusText: 'Bad Gateway' })).toBe('Status:502,Message: Bad Gateway');
    expect(format(messages.request.brokenNetwork, { error: 'TypeError: fetch failed' })).toBe('Broken Network, TypeError: fetch failed');
  });

  it('leaves a placeholder without a value visible', () => {
    expect(format('a {b} c', {})).toBe('a {b} c');
  });

  it('does not take values from the prototype chain', () => {
    expect(format('{toString}', {})).toBe('{toString}');
  });
});

describe('the zh-CN catalogue', () => {
  it('holds the exact texts of decisions.md', () => {
    expect(messages.request.codes).toEqual({ 401: '无数据权限', 404: '资源不存在', 405: '不允许的请求方法', 429: '请求过于频繁', 500: '服务器错误' });
    expect(messages.request.duplicate).toBe('数据正在请求中，请稍候');
    expect(messages.session.loginTimeout).toBe('Login Timeout');
    expect(messages.session.loggedOut).toBe('退出登录成功');
    expect(messages.storage.unsupported).toBe('您的浏览器不支持 localStorage');
    expect(messages.site.home).toBe('首页');
  });
});
