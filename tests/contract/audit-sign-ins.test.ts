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
import { signInRootAndLimited } from './support/signed-in';
import { as, expectGuarded } from './support/system';
import { bearer, contractTarget, ghostName, md5 } from './support/target';

const t = contractTarget('audit-sign-ins.test.ts');

const { signedIn, itReads, itLimited } = signInRootAndLimited(t);
const itWritesWithLogin = t.itNeeds('admin', 'writes', 'login');

const SIGN_INS: AuditLog = {
  list: '/audit/sign-ins',
  columns: ['at', 'userName', 'event', 'result', 'reason', 'clientAddress', 'userAgent'],
  filters: { event: ['login', 'refresh', 'logout', 'unlock'], result: ['success', 'failure'] },
  codeSortFields: ['at', 'event', 'result'],
};

/** The user agent the suite's own sign-ins send, so their records can be told. */
const AGENT = `contract-suite ${ghostName()}`;

describe('the sign-in log', () => {
  itWritesWithLogin(
    'records a failed login with login_failed, a login, a refresh, a logout and a refresh of the ended session, with no password or token',
    async () => {
      const account = await createAccount(t, signedIn.root);
      const failed = t.check(
        await t
          .api()
          .post('/pub/login')
          .set('User-Agent', AGENT)
          .send({
            userName: account.userName,
            password: md5('wrong'),
            captchaId: await t.newCaptcha(),
            captchaCode: 'x',
          }),
        400,
      );
      expect(failed.body.error.reason).toBe('login_failed');
      const token = await t.tokenFor(account);
      const refreshed = t.check(
        await t.api().post('/pub/refresh-token').set('Authorization', bearer(token)).set('User-Agent', AGENT),
        200,
      ).body.accessToken as string;
      t.check(
        await t.api().post('/pub/login/exit').set('Authorization', bearer(refreshed)).set('User-Agent', AGENT),
        200,
      );
      t.check(await t.api().post('/pub/refresh-token').set('Authorization', bearer(refreshed)), 401);

      const records = await everyRecord(t, signedIn.root, SIGN_INS, { queryValue: account.userName });
      const events = records.map(({ event, result, reason }) => ({ event, result, ...(reason ? { reason } : {}) }));
      expect(events).toEqual([
        { event: 'refresh', result: 'failure', reason: 'token_invalid' },
        { event: 'logout', result: 'success' },
        { event: 'refresh', result: 'success' },
        { event: 'login', result: 'success' },
        { event: 'login', result: 'failure', reason: 'login_failed' },
      ]);
      expect(records.every((record) => record.userName === account.userName && record.userId === account.id)).toBe(
        true,
      );
      expect(records[1]).toMatchObject({ userAgent: AGENT });
      expect(records[4]).toMatchObject({ userAgent: AGENT });
      const exported = await exportThroughClient(t.apiBaseUrl(), signedIn.root, '/audit/sign-ins/export', {
        queryValue: account.userName,
      });
      const everything = JSON.stringify(records) + exported.text;
      for (const secret of [account.password, md5(account.password), md5('wrong'), token, refreshed])
        expect(everything).not.toContain(secret);
    },
  );

  itWritesWithLogin('records a login under the name as typed, and the user it names', async () => {
    const account = await createAccount(t, signedIn.root);
    t.check(await t.login(account.userName.toUpperCase(), 'wrong'), 400);
    const [record] = await everyRecord(t, signedIn.root, SIGN_INS, { queryValue: account.userName, event: 'login' });
    expect(record).toMatchObject({ userName: account.userName.toUpperCase(), userId: account.id, result: 'failure' });
  });

  itReads('answers 405 to any other method on its paths', async () => {
    for (const path of ['/audit/sign-ins', '/audit/sign-ins/export'])
      for (const method of OTHER_METHODS) {
        expectNotAllowed(await as(t, signedIn.root).send({ method, path }), `${method} ${path}`);
      }
  });

  describeListRules(t, SIGN_INS, itReads, () => signedIn.root);

  itReads('finds records by user name, case aside', async () => {
    const [sample] = (await everyRecord(t, signedIn.root, SIGN_INS)).filter((record: AuditRecord) => record.userName);
    if (!sample) return;
    const found = await everyRecord(t, signedIn.root, SIGN_INS, { queryValue: sample.userName.toUpperCase() });
    expect(found.map((record) => record.id)).toContain(sample.id);
  });

  itLimited('refuses a caller without the log’s permissions (401 code 401) and a missing token', async () => {
    await expectGuarded(t, signedIn.staff, [
      { method: 'get', path: '/audit/sign-ins' },
      { method: 'get', path: '/audit/sign-ins/export' },
    ]);
  });
});
