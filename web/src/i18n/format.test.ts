import { format, messages } from '.';

describe('format', () => {
  it('fills {name} placeholders', () => {
    expect(format(messages.request.timeout, { seconds: 10 })).toBe('请求超时（10 秒），请稍后重试');
    expect(format(messages.request.failed, { code: 418 })).toBe('请求失败（错误码 418）');
  });

  it('leaves a placeholder without a value visible', () => {
    expect(format('a {b} c', {})).toBe('a {b} c');
  });

  it('does not take values from the prototype chain', () => {
    expect(format('{toString}', {})).toBe('{toString}');
  });
});

describe('the zh-CN catalogue', () => {
  it('holds the exact texts of docs/product-rules.md, Error catalogue', () => {
    expect(messages.request.codes).toMatchObject({
      401: '无数据权限',
      404: '资源不存在',
      405: '不允许的请求方法',
      429: '请求过于频繁',
      500: '服务器错误',
    });
    expect(messages.request.duplicate).toBe('数据正在请求中，请稍候');
    // The zh-CN texts replaced the English 'Login Timeout' and 'Broken Network' of the first design.
    expect(messages.session.loginTimeout).toBe('登录已过期，请重新登录');
    expect(messages.request.brokenNetwork).toBe('网络连接失败，请检查网络后重试');
    expect(messages.session.loggedOut).toBe('退出登录成功');
    expect(messages.storage.unsupported).toBe('您的浏览器不支持 localStorage');
    expect(messages.site.home).toBe('首页');
  });
});
