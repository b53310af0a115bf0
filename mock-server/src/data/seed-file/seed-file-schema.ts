import type { ErrorObject, ValidateFunction } from 'ajv/dist/2020';
import { contractFile } from '../../../../shared/contract-file';
import { contractAjv, contractRef } from '../../contract/contract-ajv';
import { readContract } from '../../contract/contract-document';
import { clearestError, errorRule, errorSegments } from '../../contract/schema-errors';
import { placeOf } from './seed-file-places';

const schema = (pointer: string) => contractRef(`#/components/schemas/${pointer}`);

/** An object of exactly these fields, each ruled by the schema given (the contract's, where it has one). */
const record = (required: string[], properties: Record<string, object>) => ({
  type: 'object',
  additionalProperties: false,
  required,
  properties,
});

/**
 * The seed file's shape, field by field from the contract: a record's id and flag from its
 * record schema, the fields a client writes from the request body that writes them (the stricter
 * rules: names, email, phone), menus exactly as `SystemMenu`. Only the plain-text password is the
 * file's own.
 */
const SEED_FILE_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['users', 'roles', 'menus', 'resources'],
  properties: {
    users: {
      type: 'array',
      items: record(['id', 'userName', 'realName', 'password', 'roleIds'], {
        id: schema('SystemUser/properties/id'),
        builtIn: schema('SystemUser/properties/builtIn'),
        userName: schema('SystemUserCreateParam/properties/userName'),
        realName: schema('SystemUserCreateParam/properties/realName'),
        password: { type: 'string', minLength: 1, maxLength: 128 },
        email: schema('SystemUserCreateParam/properties/email'),
        phone: schema('SystemUserCreateParam/properties/phone'),
        status: schema('SystemUserCreateParam/properties/status'),
        roleIds: schema('SystemUserCreateParam/properties/roleIds'),
        avatar: schema('Avatar'),
        createdAt: schema('SystemUser/properties/createdAt'),
      }),
    },
    roles: {
      type: 'array',
      items: record(['id', 'name', 'menus'], {
        id: schema('SystemRole/properties/id'),
        builtIn: schema('SystemRole/properties/builtIn'),
        name: schema('SystemRoleParam/properties/name'),
        sequence: schema('SystemRoleParam/properties/sequence'),
        status: schema('SystemRoleParam/properties/status'),
        memo: schema('SystemRoleParam/properties/memo'),
        watermark: schema('SystemRoleParam/properties/watermark'),
        menus: schema('SystemRoleParam/properties/menus'),
        createdAt: schema('SystemRole/properties/createdAt'),
      }),
    },
    menus: { type: 'array', items: schema('SystemMenu') },
    resources: {
      type: 'array',
      items: record(['id', 'method', 'path'], {
        id: schema('SystemResource/properties/id'),
        method: schema('SystemResourceParam/properties/method'),
        path: schema('SystemResourceParam/properties/path'),
        memo: schema('SystemResourceParam/properties/memo'),
      }),
    },
  },
};

let compiled: ValidateFunction | undefined;

/** Compiled once, on the first seed file: a mock without one never compiles it. */
function validator(): ValidateFunction {
  // Every fault, not the first: the file's author fixes them all in one go.
  compiled ??= contractAjv(readContract(contractFile()), { allErrors: true }).compile(SEED_FILE_SCHEMA);
  return compiled;
}

/**
 * What in `file` breaks the contract's schemas: one message per field (`users[2] ("alice").email:
 * must match format "email"`), the clearest of its faults; none when the file fits.
 */
export function seedFileSchemaFaults(file: unknown): string[] {
  const validate = validator();
  if (validate(file)) return [];
  const byPlace = new Map<string, ErrorObject[]>();
  for (const error of validate.errors ?? []) {
    const place = placeOf(file, errorSegments(error));
    byPlace.set(place, [...(byPlace.get(place) ?? []), error]);
  }
  return [...byPlace].map(
    ([place, errors]) =>
      `${place || '(the file)'}: ${errorRule(clearestError(errors), 'is not a field of a seed file record')}`,
  );
}
