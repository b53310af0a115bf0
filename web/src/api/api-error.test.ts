import { describeApiError, isApiError, isRepeatRequest } from './api-error';

describe('api-error', () => {
  it('recognises the contract error body only', () => {
    expect(isApiError({ error: { code: 404, message: 'x' } })).toBe(true);
    expect(isApiError({ error: 'text' })).toBe(false);
    expect(isApiError({ error: { message: 'no code' } })).toBe(false);
    expect(isApiError(null)).toBe(false);
    expect(isApiError('<html>')).toBe(false);
  });

  it('describes a failure by its reason, else by its code, never by the server message', () => {
    expect(
      describeApiError({ error: { code: 400, message: 'menu M has children: C', reason: 'menu_has_children' } }),
    ).toBe('该菜单下还有子菜单，无法删除');
    expect(
      describeApiError({ error: { code: 401, message: 'you cannot change your own roles', reason: 'own_roles' } }),
    ).toBe('不能修改自己的角色');
    expect(
      describeApiError({ error: { code: 400, message: 'icon is not a Blueprint icon name', reason: 'unknown_icon' } }),
    ).toBe('图标不存在，请填写 Blueprint 的图标名');
    expect(describeApiError({ error: { code: 405, message: 'method not allowed' } })).toBe('不允许的请求方法');
    expect(describeApiError({ error: { code: 500, message: 'server error' } })).toBe('服务器错误');
    expect(describeApiError({ error: { code: 4001, message: 'business rule broken' } })).toBe(
      '请求失败（错误码 4001）',
    );
    // A reason newer than this client falls back to the code.
    expect(describeApiError({ error: { code: 400, message: 'x', reason: 'from_the_future' as never } })).toBe(
      '请求参数有误',
    );
    expect(describeApiError('plain text')).toBe('请求失败，请稍后重试');
  });

  it('keeps the catalogue text of a failure the client made up', () => {
    expect(
      describeApiError({ error: { code: 0, message: '网络连接失败，请检查网络后重试' }, marker: 'NO_RESPONSE' }),
    ).toBe('网络连接失败，请检查网络后重试');
  });

  it('spots the duplicate-request marker', () => {
    expect(isRepeatRequest({ error: { code: 0, message: 'x' }, marker: 'REPEATREQUEST' })).toBe(true);
    expect(isRepeatRequest({ error: { code: 0, message: 'x' }, marker: 'NO_RESPONSE' })).toBe(false);
    expect(isRepeatRequest(undefined)).toBe(false);
  });
});
