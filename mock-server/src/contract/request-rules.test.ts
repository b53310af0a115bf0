import { contractFile } from '../../../shared/contract-file';
import { readContract } from './contract-document';
import { type InputCheck, operationRulesOf } from './request-rules';

const rules = operationRulesOf(readContract(contractFile()));
const rulesOf = (operation: string) => {
  const found = rules.get(operation);
  if (!found) throw new Error(`no operation ${operation}`);
  return found;
};
const bodyOf = (operation: string): InputCheck => rulesOf(operation).body!;
const queryOf = (operation: string): InputCheck => rulesOf(operation).query;

/** The message of the 400 `check` throws for `input`, or null when it takes it. */
function refusalOf(check: InputCheck, input: unknown): string | null {
  try {
    check(input);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

const role = (fields: object) => ({ name: 'Auditor', menus: [], ...fields });
const menu = (fields: object) => ({
  parentId: null,
  routeName: 'Audit',
  routePath: '/audit',
  component: 'audit',
  name: 'Audit',
  icon: 'history',
  showStatus: 1,
  sequence: 1,
  actions: [],
  ...fields,
});

describe('every operation of the contract', () => {
  it('has its rules, by method and path as the contract writes them', () => {
    expect(rulesOf('get /users/{id}').params).not.toBeNull();
    expect(rulesOf('get /pub/current/user')).toMatchObject({ params: null, takesQuery: false, body: null });
    expect(rulesOf('post /pub/login').body).not.toBeNull();
    expect(rulesOf('get /users').takesQuery).toBe(true);
  });
});

describe('query and path strings', () => {
  const users = queryOf('get /users');

  it.each(['+5', '-5', ' 5', '5 ', '5.0', '5e0', '0x5', '', '1000001', '0', '99999999999999999999'])(
    'refuses current=%j, an integer being digits only and in its range',
    (value) => {
      expect(refusalOf(users, { current: value })).toMatch(/^query\.current /);
    },
  );

  it('takes digits within the range as numbers, and fills in the defaults', () => {
    expect(users({ current: '42' })).toEqual({ current: 42, pageSize: 10, sortOrder: 'asc' });
    expect(users({ current: '007', pageSize: '100' })).toMatchObject({ current: 7, pageSize: 100 });
    expect(users({ current: '1000000' })).toMatchObject({ current: 1_000_000 });
    expect(users({})).toEqual({ current: 1, pageSize: 10, sortOrder: 'asc' });
  });

  it('refuses a parameter the operation does not list, and a repeated one, naming it', () => {
    expect(refusalOf(users, { current: '1', x: '1' })).toBe('query.x is not allowed');
    expect(refusalOf(users, { status: ['enabled', 'disabled'] })).toBe('query.status must be string');
    expect(refusalOf(queryOf('get /pub/current/user'), { b: '1', a: '2' })).toBe('query.b is not allowed');
    expect(refusalOf(users, { ['__proto__']: '1' })).toBe('query.__proto__ is not allowed');
  });

  it('checks path parameters by their schemas', () => {
    const params = rulesOf('put /demo/list-items/{id}').params!;
    expect(params({ id: 'item-00042' })).toEqual({ id: 'item-00042' });
    expect(refusalOf(params, { id: 'item-42' })).toBe("params.id must match the contract's pattern");
  });
});

describe('JSON bodies', () => {
  const createRole = bodyOf('post /roles');

  it.each<[string, object]>([
    ['a numeric string for an integer', { sequence: '5' }],
    ['a numeric string with spaces', { sequence: ' 5 ' }],
    ['a number for a string', { name: 5 }],
    ['a string for an array', { menus: '[]' }],
  ])('are never converted: refuses %s', (_name, fields) => {
    expect(refusalOf(createRole, role(fields))).toMatch(/^body\.(sequence|name|menus) must be /);
  });

  it('refuse a JSON string standing for the object, and no body at all', () => {
    expect(refusalOf(createRole, '{"name":"x","menus":[]}')).toBe('body must be object');
    expect(refusalOf(createRole, null)).toBe('body must be object');
    expect(refusalOf(createRole, undefined)).toBe('body must be object');
  });

  it('refuse unlisted properties, naming them where they are', () => {
    expect(refusalOf(createRole, role({ users: [] }))).toBe('body.users is not allowed');
    expect(refusalOf(createRole, role({ 'a b': 1 }))).toBe('body["a b"] is not allowed');
    expect(refusalOf(createRole, role({ menus: [{ menuId: 'm-1' }] }))).toBe('body.menus[0].actions is required');
    // SystemMenuParam is an allOf closed by unevaluatedProperties.
    expect(refusalOf(bodyOf('post /menus'), menu({ children: [] }))).toBe('body.children is not allowed');
  });

  it('count lengths in code points, as the contract does', () => {
    expect(refusalOf(createRole, role({ name: '😀'.repeat(64) }))).toBeNull();
    expect(refusalOf(createRole, role({ name: '😀'.repeat(65) }))).toBe(
      'body.name must NOT have more than 64 characters',
    );
  });

  it('name the field and the rule, never the value', () => {
    const user = { userName: 'ada', realName: 'Ada', roleIds: [], password: 'my-secret-password' };
    expect(refusalOf(bodyOf('post /users'), user)).toBe("body.password must match the contract's pattern");
    const avatar = 'https://example.com/secret-avatar.png';
    expect(refusalOf(bodyOf('put /pub/current/user'), { avatar })).toBe(
      "body.avatar must match the contract's pattern",
    );
    expect(refusalOf(bodyOf('put /pub/current/user'), { email: 'secret@' })).toMatch(/^body\.email must match /);
    expect(refusalOf(bodyOf('put /pub/current/user'), {})).toBe('body must NOT have fewer than 1 properties');
  });
});

describe('shown text', () => {
  const createRole = bodyOf('post /roles');

  it('is stored trimmed, nested or not, once it is valid', () => {
    expect(createRole(role({ name: ' Ada ', memo: '  ' }))).toEqual(role({ name: 'Ada', memo: '' }));
    const action = { code: 'query', name: ' 查询 ', resourceIds: [] };
    expect(bodyOf('post /menus')(menu({ name: '  Audit ', actions: [action] }))).toEqual(
      menu({ name: 'Audit', actions: [{ ...action, name: '查询' }] }),
    );
    expect(
      bodyOf('post /demo/list-items')({ name: ' a ', description: ' b ', owner: ' c ', status: 'online' }),
    ).toEqual({ name: 'a', description: 'b', owner: 'c', status: 'online' });
  });

  it('is counted before it is trimmed, as the contract counts', () => {
    expect(refusalOf(createRole, role({ name: ` ${'a'.repeat(64)}` }))).toBe(
      'body.name must NOT have more than 64 characters',
    );
  });

  it('refuses blank names (nor only invisible code points), and control characters', () => {
    for (const name of ['   ', '\u200b\u200b', '\u2800', '\u202e', '\u3164', '\u{e0020}', ' \ufe0f ', 'a\u0007b'])
      expect({ name, refused: refusalOf(createRole, role({ name })) }).toEqual({
        name,
        refused: "body.name must match the contract's pattern",
      });
    expect(createRole(role({ name: '管理员\u200b' }))).toMatchObject({ name: '管理员\u200b' });
    expect(refusalOf(createRole, role({ memo: 'a\ud800' }))).toBe("body.memo must match the contract's pattern");
  });

  it('leaves other strings as they were sent', () => {
    const login = { userName: ' root ', password: '0'.repeat(32), captchaId: 'c1', captchaCode: ' ab ' };
    expect(bodyOf('post /pub/login')({ ...login })).toEqual(login);
    expect(queryOf('get /roles')({ queryValue: ' x ' })).toMatchObject({ queryValue: ' x ' });
  });
});

describe('a menu icon', () => {
  it("is left to the menu's own rule, which refuses it with unknown_icon", () => {
    expect(refusalOf(bodyOf('post /menus'), menu({ icon: 'not-an-icon' }))).toBeNull();
    expect(refusalOf(bodyOf('post /menus'), menu({ icon: 5 }))).toBe('body.icon must be string');
  });
});
