import { type Resource, callsOf } from './resources';

const resource = (id: string, method: string, path: string): Resource => ({ id, method, path, memo: '', actions: [] });

describe('callsOf', () => {
  const calls = callsOf([
    resource('a1', 'GET', '/gw/api/users/{userId}/enable'),
    resource('a2', 'GET', '/gw/api/users'),
    resource('a3', 'GET', '/gw/api/users/:id'),
    resource('a4', 'PATCH', '/gw/api/users/{id}/enable'),
    resource('a5', 'GET', '/gw/api/demo/users'),
  ]);

  it('finds the resource of a call by method and path, whatever the prefix and the parameter names', () => {
    expect(calls.idsOf('GET /users', 'GET /users/{id}', 'PATCH /users/{id}/enable')).toEqual(['a2', 'a3', 'a4']);
  });

  it('writes a contract path as the target does', () => {
    expect(calls.pathOf('/roles/{id}')).toBe('/gw/api/roles/{id}');
  });

  it('names the call the target has no resource for', () => {
    expect(() => calls.resourceOf('DELETE /users/{id}')).toThrow(/no resource for DELETE \/users\/\{id\}/);
    expect(() => callsOf([])).toThrow(/GET \/users/);
  });
});
