/**
 * @jest-environment node
 *
 * The forms read no DOM. Each field the web app checks against a pattern of the contract takes
 * exactly what `openapi.yaml` (read here, not through the generated module) takes: a form must
 * refuse nothing the server takes and take nothing it refuses.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { parse } from 'yaml';
import { emailText, nameText, phoneText } from './components/crud/validators';
import { openRecordParam } from './features/system-audit/audit-urls';
import { newMenuFields, validateMenu } from './features/system-menus/menu-form';
import { validateResource } from './features/system-resources/resource-form';
import { usersUrl } from './features/system-users/slice';
import { emptyUserFields, validateUser } from './features/system-users/user-form';

/** The parts of the contract read here. */
interface Patterned {
  pattern?: string;
}
interface Contract {
  components: { schemas: Record<string, Patterned & { properties?: Record<string, Patterned> }> };
  paths: Record<string, { get?: { parameters?: { name?: string; schema?: Patterned }[] } }>;
}

const contract = parse(readFileSync(path.resolve(__dirname, '../../openapi.yaml'), 'utf8')) as Contract;
const { schemas } = contract.components;

/** The pattern of `node`, as a validator of the contract reads it. */
function patternOf(node: Patterned | undefined): RegExp {
  if (node?.pattern === undefined) throw new Error('openapi.yaml has no pattern where this test looks');
  return new RegExp(node.pattern, 'u');
}
const schemaPattern = (name: string) => patternOf(schemas[name]);
const propertyPattern = (name: string, field: string) => patternOf(schemas[name]?.properties?.[field]);
const roleIdsPattern = patternOf(
  contract.paths['/users']?.get?.parameters?.find((parameter) => parameter.name === 'roleIds')?.schema,
);

const menuAccepts = (field: 'routeName' | 'routePath' | 'component' | 'href') => (value: string) =>
  validateMenu({ ...newMenuFields(null), [field]: value })[field] === undefined;

/** Each checked field: what it is, the contract's pattern, and whether the web app takes a value. */
const FIELDS: [string, RegExp, (value: string) => boolean][] = [
  ['e-mail', schemaPattern('Email'), (value) => emailText(value) === undefined],
  ['phone', schemaPattern('OptionalPhone'), (value) => phoneText(value) === undefined],
  ['shown name', propertyPattern('SystemRoleParam', 'name'), (value) => nameText(value, '名称') === undefined],
  [
    'user name',
    propertyPattern('SystemUserCreateParam', 'userName'),
    (value) => validateUser({ ...emptyUserFields, userName: value }, 'edit').userName === undefined,
  ],
  ['role filter of the user list', roleIdsPattern, (value) => usersUrl.params.roleIds?.parse(value) !== undefined],
  [
    'operation log record in the URL',
    schemaPattern('AuditLogId'),
    (value) => openRecordParam.parse(value) !== undefined,
  ],
  [
    'resource path',
    propertyPattern('SystemResourceParam', 'path'),
    (value) => validateResource({ method: 'GET', path: value, memo: '' }).path === undefined,
  ],
  ['menu routeName', propertyPattern('SystemMenuFields', 'routeName'), menuAccepts('routeName')],
  ['menu routePath', propertyPattern('SystemMenuFields', 'routePath'), menuAccepts('routePath')],
  ['menu component', propertyPattern('SystemMenuFields', 'component'), menuAccepts('component')],
  ['menu link', schemaPattern('Href'), menuAccepts('href')],
  [
    'menu action code',
    schemaPattern('ActionCode'),
    (value) =>
      validateMenu({ ...newMenuFields(null), actions: [{ code: value, name: '查询', resourceIds: [] }] }).actions ===
      undefined,
  ],
];

/** Letters, separators, invisible code points and control characters: what a shown name's rule is about. */
const NAME_CHARACTERS = ['a', '管', 'Ａ', ' ', '\u200b', '\u202e', '\u2800', '\u3164', '\ufe0f', '\u{e0041}', '\u0007'];

/**
 * Values the pattern takes, short and long; the same with characters slipped in (printable ASCII
 * or a character of the pattern itself, where its rules turn), often at either end; two of them
 * joined, or one with its last character repeated (across a length limit); any text.
 */
function candidates(pattern: RegExp): fc.Arbitrary<string> {
  // fast-check cannot generate from a lookahead (the shown-name rule): its characters instead.
  const matching = pattern.source.includes('(?=')
    ? fc.string({ unit: fc.constantFrom(...NAME_CHARACTERS), minLength: 1, maxLength: 6 })
    : fc.oneof(fc.stringMatching(pattern), fc.stringMatching(pattern, { size: 'medium' }));
  const character = fc.oneof(
    fc.constantFrom(...new Set(pattern.source)),
    fc.string({ unit: 'binary-ascii', minLength: 1, maxLength: 1 }),
  );
  const slipped = fc
    .tuple(
      matching,
      fc.oneof(fc.constant(0), fc.constant(-1), fc.nat()),
      fc.string({ unit: character, minLength: 1, maxLength: 3 }),
    )
    .map(([value, place, more]) => {
      const at = place < 0 ? value.length : place % (value.length + 1);
      return value.slice(0, at) + more + value.slice(at);
    });
  const joined = fc.tuple(matching, fc.string({ maxLength: 1 }), matching).map((parts) => parts.join(''));
  const padded = fc
    .tuple(matching, fc.integer({ min: 1, max: 3 }))
    .map(([value, more]) => value + (value.at(-1) ?? '').repeat(more));
  return fc.oneof(matching, slipped, joined, padded, fc.string());
}

describe('the web forms follow the contract', () => {
  it.each(FIELDS)('%s: the form takes what the pattern takes, and nothing else', (_field, pattern, accepts) => {
    fc.assert(
      fc.property(candidates(pattern), (value) => {
        // The forms trim what they check, and an empty field is the required rule's, not the pattern's.
        fc.pre(value === value.trim() && value !== '');
        return accepts(value) === pattern.test(value);
      }),
      { numRuns: 1000, seed: 29 },
    );
  });
});
