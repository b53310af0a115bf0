import { describeApiError, isApiError, isRepeatRequest } from './api-error';

describe('api-error', () => {
  it('recognises the contract error body only', () => {
    expect(isApiError({ error: { code: 404, message: 'x' } })).toBe(true);
    expect(isApiError({ error: 'text' })).toBe(false);
    expect(isApiError({ error: { message: 'no code' } })).toBe(false);
    expect(isApiError(null)).toBe(false);
    expect(isApiError('<html>')).toBe(false);
  });

  it('describes listed codes with the catalogue and others with their message', () => {
    expect(describeApiError({ error: { code: 405, message: 'method not allowed' } })).toBe('不允许的请求方法');
    expect(describeApiError({ error: { code: 500, message: 'server error' } })).toBe('服务器错误');
    expect(describeApiError({ error: { code: 409, message: 'already exists' } })).toBe('already exists');
    expect(describeApiError('plain text')).toBe('plain text');
  });

  it('spots the duplicate-request marker', () => {
    expect(isRepeatRequest({ error: { code: 0, message: 'x' }, marker: 'REPEATREQUEST' })).toBe(true);
    expect(isRepeatRequest({ error: { code: 0, message: 'x' }, marker: 'NO_RESPONSE' })).toBe(false);
    expect(isRepeatRequest(undefined)).toBe(false);
  });
});
