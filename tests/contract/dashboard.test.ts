import { ROOT, bearer, contractTarget } from './support/target';

const t = contractTarget('dashboard.test.ts');

const dashboard = async (token: string) =>
  t.check(await t.api().get('/pub/dashboard').set('Authorization', bearer(token)), 200).body;

const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

describe('GET /pub/dashboard', () => {
  t.itNeeds('admin')('answers the counts and 14 consecutive days of logins, oldest first, ending today', async () => {
    const body = await dashboard(await t.adminToken());
    expect(body.counts.users).toBeGreaterThanOrEqual(2);
    expect(body.counts.activeSessions).toBeGreaterThanOrEqual(1);
    expect(body.logins).toHaveLength(14);
    for (let i = 1; i < body.logins.length; i += 1) expect(body.logins[i].date).toBe(nextDay(body.logins[i - 1].date));
    const today = new Date();
    const local = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
    expect(body.logins.at(-1).date).toBe(local);
    expect(body.logins.at(-1).count).toBeGreaterThanOrEqual(1);
  });

  // At least: someone else may log in or out on the target meanwhile.
  t.itWithCaptcha("counts a login in today's figure and as an active session until logout", async () => {
    const root = await t.tokenFor(ROOT);
    const before = await dashboard(root);
    const second = await t.tokenFor(ROOT);
    const after = await dashboard(root);
    expect(after.logins.at(-1).count).toBeGreaterThanOrEqual(before.logins.at(-1).count + 1);
    expect(after.counts.activeSessions).toBeGreaterThanOrEqual(before.counts.activeSessions + 1);
    t.check(await t.api().post('/pub/login/exit').set('Authorization', bearer(second)), 200);
    expect((await dashboard(root)).counts.activeSessions).toBeLessThan(after.counts.activeSessions);
  });

  it('answers 401 (code 9999) without a token', async () => {
    expect(t.check(await t.api().get('/pub/dashboard'), 401).body.error.code).toBe(9999);
  });
});
