import { type Account, createAccount } from './support/accounts';
import { as } from './support/system';
import { signInRootAndLimited } from './support/signed-in';
import { bearer, contractTarget, ghostName } from './support/target';

const t = contractTarget('watermark.test.ts');

type Role = { id: string; watermark?: boolean };

const { signedIn } = signInRootAndLimited(t);
// Signs in a user of its own, holding a role of its own: nothing the target seeded is touched.
const itMarks = t.itNeeds('admin', 'writes', 'login');

let role: Role;
let account: Account;
let token = '';
t.beforeAllNeeds(['admin', 'writes', 'login'], async () => {
  role = t.check(await as(t, signedIn.root).post('/roles', { name: `水印 ${ghostName()}`, menus: [] }), 200).body;
  account = await createAccount(t, signedIn.root, [role.id]);
  token = await t.tokenFor(account);
});

/** The role's fields for a `PUT` that changes only what `overrides` says. */
const roleBody = (overrides: object) => ({ name: `水印 ${ghostName()}`, menus: [], ...overrides });
const putRole = async (overrides: object) =>
  t.check(await as(t, signedIn.root).put(`/roles/${role.id}`, roleBody(overrides)), 200).body as Role;
// Absent is false: a back end without watermarks leaves the field out.
const userWatermark = async () =>
  (t.check(await t.api().get('/pub/current/user').set('Authorization', bearer(token)), 200).body as Role).watermark ??
  false;

describe('the watermark flag', () => {
  itMarks('is off for a new role and its users unless asked for', async () => {
    expect(role.watermark ?? false).toBe(false);
    expect(await userWatermark()).toBe(false);
  });

  itMarks("marking a role turns it on in its users' info at once, unmarking turns it off", async () => {
    expect((await putRole({ watermark: true })).watermark).toBe(true);
    expect((t.check(await as(t, signedIn.root).get(`/roles/${role.id}`), 200).body as Role).watermark).toBe(true);
    expect(await userWatermark()).toBe(true);
    expect((await putRole({ watermark: false })).watermark ?? false).toBe(false);
    expect(await userWatermark()).toBe(false);
  });

  itMarks('a marked role that is disabled marks nobody', async () => {
    await putRole({ watermark: true, status: 'disabled' });
    expect(await userWatermark()).toBe(false);
    await putRole({ watermark: true, status: 'enabled' });
    expect(await userWatermark()).toBe(true);
  });

  itMarks('a role edit that leaves the flag out unmarks it (an edit replaces every field)', async () => {
    await putRole({ watermark: true });
    expect((await putRole({})).watermark ?? false).toBe(false);
    expect(await userWatermark()).toBe(false);
  });

  itMarks('refuses a flag that is not a boolean', async () => {
    t.check(await as(t, signedIn.root).put(`/roles/${role.id}`, roleBody({ watermark: 'yes' })), 400);
    t.check(await as(t, signedIn.root).post('/roles', roleBody({ watermark: 1 })), 400);
  });
});
