import { createAccount } from './support/accounts';
import {
  type AuditLog,
  type AuditRecord,
  OTHER_METHODS,
  describeListRules,
  everyRecord,
  expectNotAllowed,
} from './support/audit-logs';
import { exportThroughClient } from './support/csv';
import { NO_PERMISSION } from './support/refusals';
import { signInRootAndLimited } from './support/signed-in';
import { as, errorOf, expectGuarded } from './support/system';
import { contractTarget, ghostName, md5 } from './support/target';

const t = contractTarget('audit-operations.test.ts');

const { signedIn, itReads, itWrites, itLimited } = signInRootAndLimited(t);
const itWritesWithLogin = t.itNeeds('admin', 'writes', 'login');

const OPERATIONS: AuditLog = {
  list: '/audit/operations',
  columns: [
    'at',
    'userName',
    'realName',
    'clientAddress',
    'operation',
    'recordType',
    'recordId',
    'recordLabel',
    'result',
    'reason',
  ],
  filters: { result: ['success', 'failure'], recordType: ['user', 'role'], operation: ['updateRole', 'createUser'] },
  codeSortFields: ['at', 'operation', 'recordType', 'result'],
};

interface Change {
  field: string;
  before?: unknown;
  after?: unknown;
  redacted?: true;
}
type Detail = AuditRecord & { changes: Change[] };

/** The caller behind `token`, as `GET /pub/current/user` names them. */
async function whoIs(token: string) {
  const user = t.check(await as(t, token).get('/pub/current/user'), 200).body as {
    userId: string;
    userName: string;
    realName: string;
  };
  return { userId: user.userId, userName: user.userName, realName: user.realName };
}

/** The records of the record `recordId`, newest first, each with its changes. */
async function recordsOf(recordId: string, query: Record<string, string> = {}): Promise<Detail[]> {
  const listed = await everyRecord(t, signedIn.root, OPERATIONS, { recordId, ...query });
  const details: Detail[] = [];
  for (const { id } of listed)
    details.push(t.check(await as(t, signedIn.root).get(`/audit/operations/${id}`), 200).body as Detail);
  return details;
}

describe('the operation log', () => {
  itWrites('records a role change with the fields it changed, before and after, and the caller', async () => {
    const name = `审计 ${ghostName()}`;
    const role = t.check(await as(t, signedIn.root).post('/roles', { name, menus: [] }), 200).body as { id: string };
    t.check(await as(t, signedIn.root).put(`/roles/${role.id}`, { name, memo: '审计备注', menus: [] }), 200);
    const [updated, created] = await recordsOf(role.id);
    expect(updated).toMatchObject({
      ...(await whoIs(signedIn.root)),
      operation: 'updateRole',
      recordType: 'role',
      recordId: role.id,
      recordLabel: name,
      result: 'success',
      changes: [{ field: 'memo', before: '', after: '审计备注' }],
    });
    expect(updated!.reason).toBeUndefined();
    expect(Date.parse(updated!.at)).toBeGreaterThan(Date.now() - 10 * 60_000);
    expect(created).toMatchObject({ operation: 'createRole', recordId: role.id, result: 'success' });
    expect(created!.changes).toContainEqual({ field: 'name', after: name });
    expect(created!.changes.every((change) => !('before' in change))).toBe(true);
  });

  itWrites('records a refused call with the reason it answered, and no changes', async () => {
    const name = `审计 ${ghostName()}`;
    const role = t.check(await as(t, signedIn.root).post('/roles', { name, menus: [] }), 200).body as { id: string };
    const refused = t.check(await as(t, signedIn.root).post('/roles', { name, menus: [] }), 400);
    expect(errorOf(refused)).toMatchObject({ reason: 'duplicate_role_name' });
    const [record] = await everyRecord(t, signedIn.root, OPERATIONS, {
      operation: 'createRole',
      result: 'failure',
      queryValue: (await whoIs(signedIn.root)).userName,
    });
    expect(record).toMatchObject({ operation: 'createRole', result: 'failure', reason: 'duplicate_role_name' });
    expect(record!.recordId).toBeUndefined();
    expect(t.check(await as(t, signedIn.root).get(`/audit/operations/${record!.id}`), 200).body.changes).toEqual([]);
    t.check(await as(t, signedIn.root).delete(`/roles/${role.id}`), 200);
    const [deleted] = await recordsOf(role.id, { operation: 'deleteRole' });
    expect(deleted!.changes).toContainEqual({ field: 'name', before: name });
    expect(deleted!.changes.every((change) => !('after' in change))).toBe(true);
  });

  itWritesWithLogin(
    'records a password set by an administrator and one changed by its user as redacted, with no password, hash or token anywhere',
    async () => {
      const account = await createAccount(t, signedIn.root);
      const set = `set-${ghostName()}`;
      const changed = `own-${ghostName()}`;
      const { body: user } = t.check(await as(t, signedIn.root).get(`/users/${account.id}`), 200);
      t.check(
        await as(t, signedIn.root).put(`/users/${account.id}`, {
          userName: account.userName,
          realName: user.realName as string,
          roleIds: [],
          password: md5(set),
        }),
        200,
      );
      const token = await t.tokenFor({ userName: account.userName, password: set });
      t.check(
        await as(t, token).put('/pub/current/password', { oldPassword: md5(set), newPassword: md5(changed) }),
        200,
      );
      const records = await recordsOf(account.id);
      expect(records.map((record) => record.operation)).toEqual(['updateCurrentPassword', 'updateUser', 'createUser']);
      for (const record of records) expect(record.changes).toContainEqual({ field: 'password', redacted: true });
      expect(records[0]).toMatchObject({
        userId: account.id,
        userName: account.userName,
        changes: [{ field: 'password', redacted: true }],
      });
      const exported = await exportThroughClient(t.apiBaseUrl(), signedIn.root, '/audit/operations/export', {
        recordId: account.id,
      });
      const everything = JSON.stringify(records) + exported.text;
      for (const secret of [account.password, md5(account.password), set, md5(set), changed, md5(changed), token])
        expect(everything).not.toContain(secret);
      expect(everything).not.toMatch(/scrypt|passwordHash|accessToken/i);
    },
  );

  itWrites('cannot be changed or deleted through the API: 405, and the record stays as it was', async () => {
    const role = t.check(await as(t, signedIn.root).post('/roles', { name: `审计 ${ghostName()}`, menus: [] }), 200)
      .body as { id: string };
    const [record] = await recordsOf(role.id);
    for (const method of OTHER_METHODS) {
      const res = await as(t, signedIn.root).send({ method, path: `/audit/operations/${record!.id}`, body: {} });
      expectNotAllowed(res, method);
    }
    expect(t.check(await as(t, signedIn.root).get(`/audit/operations/${record!.id}`), 200).body).toEqual(record);
  });

  itReads('answers 405 to any other method on its paths, and 404 for an id that names no record', async () => {
    for (const path of ['/audit/operations', '/audit/operations/export', '/audit/operations/op-none-such'])
      for (const method of OTHER_METHODS) {
        expectNotAllowed(await as(t, signedIn.root).send({ method, path }), `${method} ${path}`);
      }
    const missing = t.check(await as(t, signedIn.root).get('/audit/operations/op-none-such'), 404);
    expect(errorOf(missing)).toMatchObject({ code: 404, reason: 'not_found' });
  });

  describeListRules(t, OPERATIONS, itReads, () => signedIn.root);

  itReads('finds records by the caller’s user name, case aside', async () => {
    const { userName } = await whoIs(signedIn.root);
    const { list } = t.check(
      await as(t, signedIn.root).get('/audit/operations', { queryValue: userName.toUpperCase() }),
      200,
    ).body as { list: AuditRecord[] };
    expect(
      list.every((record) =>
        [record.userName, record.realName, record.recordLabel].some((text) =>
          String(text).toLowerCase().includes(userName.toLowerCase()),
        ),
      ),
    ).toBe(true);
  });

  itLimited('refuses a caller without the log’s permissions (401 code 401) and a missing token', async () => {
    await expectGuarded(t, signedIn.staff, [
      { method: 'get', path: '/audit/operations' },
      { method: 'get', path: '/audit/operations/export' },
      { method: 'get', path: '/audit/operations/op-000000000001' },
    ]);
    expect(errorOf(t.check(await as(t, signedIn.staff).get('/audit/operations'), 401))).toEqual(NO_PERMISSION);
  });
});
