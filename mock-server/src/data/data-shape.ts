import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { errorRule, errorSegments } from '../contract/schema-errors';
import { placeOf } from './seed-file/seed-file-places';
import { SIGN_IN_LOG_SIZE } from './store';
import type { RoleRecord, StoreData, UserRecord } from './types';

const string = (minLength: number, maxLength?: number) => ({
  type: 'string',
  minLength,
  ...(maxLength === undefined ? {} : { maxLength }),
});
const id = string(1, 64);
const status = { enum: ['enabled', 'disabled'] };
const text = (max: number) => string(0, max);
const time = { type: 'string', format: 'date-time' };
const ids = { type: 'array', items: id };
const integer = (minimum?: number) => ({ type: 'integer', ...(minimum === undefined ? {} : { minimum }) });

/** An object of exactly these properties, all of them required but `optional`. */
const record = (properties: Record<string, object>, optional: string[] = []) => ({
  type: 'object',
  additionalProperties: false,
  required: Object.keys(properties).filter((name) => !optional.includes(name)),
  properties,
});

/** An object of any keys `keys` allows, each holding a `value`. */
const map = (keys: object, value: object) => ({ type: 'object', propertyNames: keys, additionalProperties: value });

const user = record(
  {
    id,
    userName: string(1, 64),
    realName: text(64),
    avatar: text(65536),
    email: text(254),
    phone: text(32),
    status,
    roleIds: ids,
    passwordHash: { type: 'string', pattern: '^scrypt\\$' },
    builtIn: { type: 'boolean' },
    createdAt: time,
  },
  // Data files written before the flag have none (see `migrateStoredData`).
  ['builtIn'],
);

const role = record(
  {
    id,
    name: string(1, 64),
    sequence: integer(),
    status,
    memo: text(256),
    menus: { type: 'array', items: record({ menuId: id, actionCodes: { type: 'array', items: { type: 'string' } } }) },
    watermark: { type: 'boolean' },
    builtIn: { type: 'boolean' },
    createdAt: time,
  },
  // Data files written before the flags have none (see `migrateStoredData`).
  ['builtIn', 'watermark'],
);

const menu = record(
  {
    id,
    parentId: { anyOf: [id, { type: 'null' }] },
    routeName: string(1, 64),
    routePath: string(1),
    component: string(1),
    name: string(1),
    icon: text(64),
    showStatus: { enum: [1, 2] },
    sequence: integer(),
    href: { type: 'string' },
    actions: { type: 'array', items: record({ code: string(1), name: string(1), resourceIds: ids }) },
  },
  ['href'],
);

const resource = record({
  id,
  method: { enum: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] },
  path: { type: 'string', pattern: '^/' },
  memo: text(128),
});

const seconds = integer(0);
const dayCounts = map({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' }, integer(0));
const revocations = record(
  {
    tokens: map(id, record({ validUntil: seconds, exp: seconds })),
    users: map(id, record({ issuedBefore: seconds, exp: seconds, keep: id }, ['keep'])),
    sessions: map(id, record({ exp: seconds })),
  },
  // Data files written before a logout ended whole sessions have none.
  ['sessions'],
);

const notice = record(
  {
    id: { type: 'string', pattern: '^[0-9]{1,16}$' },
    at: time,
    kind: { enum: ['menu_changed', 'export_finished'] },
    list: { enum: ['users', 'roles', 'resources', 'demoItems', 'operationLogs', 'signInLogs'] },
    rows: integer(0),
  },
  ['list', 'rows'],
);
const userNotices = record({ lastId: integer(0), readUpTo: integer(0), list: { type: 'array', items: notice } });
/** An audit log: its records are the contract's, of which the store relies on the id and the time alone. */
const auditLog = record({
  lastId: integer(0),
  records: { type: 'array', items: { type: 'object', required: ['id', 'at'], properties: { id, at: time } } },
});

/** The shape of a data file: every collection with every field the store relies on. */
const STORE_DATA_SCHEMA = record(
  {
    users: { type: 'array', items: user },
    roles: { type: 'array', items: role },
    menus: { type: 'array', items: menu },
    resources: { type: 'array', items: resource },
    logins: dayCounts,
    failedLogins: dayCounts,
    signIns: { type: 'array', maxItems: SIGN_IN_LOG_SIZE, items: record({ userId: id, at: time }) },
    revocations,
    notices: map(id, userNotices),
    operationLog: auditLog,
    signInLog: auditLog,
  },
  // Data files written before revocations, refused logins, sign-ins, notices or the audit trail were persisted have none.
  ['revocations', 'failedLogins', 'signIns', 'notices', 'operationLog', 'signInLog'],
);

/**
 * Compiled on the first data file read, not at import: compiling takes a quarter of a second, and
 * most mocks (every test's) start without a data file.
 */
let compiled: ValidateFunction | undefined;
function storeDataCheck(): ValidateFunction {
  if (!compiled) {
    const ajv = new Ajv2020({ strict: true });
    addFormats(ajv, ['date-time']);
    compiled = ajv.compile(STORE_DATA_SCHEMA);
  }
  return compiled;
}

const COLLECTIONS = ['users', 'roles', 'menus', 'resources'] as const;

type Flagless<T, Flag extends keyof T> = Omit<T, Flag> & Partial<Pick<T, Flag>>;

/** What a data file holds: the store's data, where a file from before the built-in or watermark flag lacks it. */
export type StoredData = Omit<StoreData, 'users' | 'roles'> & {
  users: Flagless<UserRecord, 'builtIn'>[];
  roles: Flagless<RoleRecord, 'builtIn' | 'watermark'>[];
};

/** `value` as `StoredData` when it has the store's shape, ids unique; throws a message naming the first fault. */
export function checkStoreData(value: unknown): StoredData {
  const validate = storeDataCheck();
  if (!validate(value)) {
    const [error] = validate.errors ?? [];
    if (!error) throw new Error('not mock data');
    throw new Error(
      `${placeOf(value, errorSegments(error)) || '(the file)'}: ${errorRule(error, 'is not a field of mock data')}`,
    );
  }
  const data = value as StoredData;
  for (const name of COLLECTIONS) {
    const records: readonly { id: string }[] = data[name];
    if (new Set(records.map((record) => record.id)).size !== records.length)
      throw new Error(`${name} holds a duplicate id`);
  }
  return data;
}
