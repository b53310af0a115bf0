import Joi from 'joi';
import type { RoleRecord, StoreData, UserRecord } from './types';

const id = Joi.string().min(1).max(64).required();
const status = Joi.string().valid('enabled', 'disabled').required();
const text = (max: number) => Joi.string().allow('').max(max).required();
const time = Joi.string().isoDate().required();
const ids = Joi.array().items(Joi.string().min(1).max(64)).required();

const user = Joi.object({
  id,
  userName: Joi.string().min(1).max(64).required(),
  realName: text(64),
  avatar: text(65536),
  email: text(254),
  phone: text(32),
  status,
  roleIds: ids,
  passwordHash: Joi.string()
    .pattern(/^scrypt\$/)
    .required(),
  // Optional: data files written before the flag have none (see `migrateBuiltIns`).
  builtIn: Joi.boolean(),
  createdAt: time,
});

const role = Joi.object({
  id,
  name: Joi.string().min(1).max(64).required(),
  sequence: Joi.number().integer().required(),
  status,
  memo: text(256),
  menus: Joi.array()
    .items(Joi.object({ menuId: id, actionCodes: Joi.array().items(Joi.string()).required() }))
    .required(),
  builtIn: Joi.boolean(),
  createdAt: time,
});

const menu = Joi.object({
  id,
  parentId: Joi.string().min(1).max(64).allow(null).required(),
  routeName: Joi.string().min(1).max(64).required(),
  routePath: Joi.string().min(1).required(),
  component: Joi.string().min(1).required(),
  name: Joi.string().min(1).required(),
  icon: text(64),
  showStatus: Joi.number().valid(1, 2).required(),
  sequence: Joi.number().integer().required(),
  href: Joi.string(),
  actions: Joi.array()
    .items(Joi.object({ code: Joi.string().min(1).required(), name: Joi.string().min(1).required(), resourceIds: ids }))
    .required(),
});

const resource = Joi.object({
  id,
  method: Joi.string().valid('GET', 'POST', 'PUT', 'PATCH', 'DELETE').required(),
  path: Joi.string().pattern(/^\//).required(),
  memo: text(128),
});

const seconds = Joi.number().integer().min(0).required();
const revocations = Joi.object({
  tokens: Joi.object()
    .pattern(Joi.string().min(1).max(64), Joi.object({ validUntil: seconds, exp: seconds }))
    .required(),
  users: Joi.object()
    .pattern(
      Joi.string().min(1).max(64),
      Joi.object({ issuedBefore: seconds, exp: seconds, keep: Joi.string().min(1).max(64) }),
    )
    .required(),
  sessions: Joi.object().pattern(Joi.string().min(1).max(64), Joi.object({ exp: seconds })),
});

const unique = (field: string) => (records: { id: string }[], helpers: Joi.CustomHelpers) =>
  new Set(records.map((r) => r.id)).size === records.length
    ? records
    : helpers.message({ custom: `${field} holds a duplicate id` });

/** The shape of a data file: every collection with every field the store relies on, ids unique. */
const storeDataSchema = Joi.object({
  users: Joi.array().items(user).custom(unique('users')).required(),
  roles: Joi.array().items(role).custom(unique('roles')).required(),
  menus: Joi.array().items(menu).custom(unique('menus')).required(),
  resources: Joi.array().items(resource).custom(unique('resources')).required(),
  logins: Joi.object()
    .pattern(/^\d{4}-\d{2}-\d{2}$/, Joi.number().integer().min(0))
    .required(),
  // Optional: data files written before revocations were persisted have none.
  revocations,
}).required();

type Flagless<T extends { builtIn: boolean }> = Omit<T, 'builtIn'> & Partial<Pick<T, 'builtIn'>>;

/** What a data file holds: the store's data, where a file from before the built-in flag lacks it. */
export type StoredData = Omit<StoreData, 'users' | 'roles'> & {
  users: Flagless<UserRecord>[];
  roles: Flagless<RoleRecord>[];
};

/** `value` as `StoredData` when it has the store's shape; throws a message naming the first fault. */
export function checkStoreData(value: unknown): StoredData {
  const { error, value: data } = storeDataSchema.validate(value, {
    abortEarly: true,
    allowUnknown: false,
    convert: false,
  });
  if (error) throw new Error(error.message);
  return data as StoredData;
}
