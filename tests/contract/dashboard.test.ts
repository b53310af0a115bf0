import { createAccount } from './support/accounts';
import { ROOT, bearer, contractTarget } from './support/target';

const t = contractTarget('dashboard.test.ts');

const dashboard = async (token: string) =>
  t.check(await t.api().get('/pub/dashboard').set('Authorization', bearer(token)), 200).body;

const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

describe('GET /pub/dashboard', () => {
  t.itNeeds(
    'admin',
    'writes',
    'login',
  )('leaves the latest sign-ins out for a caller who may not read the sign-in log', async () => {
    const account = await createAccount(t, await t.adminToken());
    expect(await dashboard(await t.tokenFor(account))).not.toHaveProperty('recentSignIns');
  });

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

  // The optional figures, where a back end gives them: each must agree with the rest of the answer.
  t.itNeeds('admin')(
    'answers comparisons, breakdowns and sign-ins that agree with the counts and the series',
    async () => {
      const body = await dashboard(await t.adminToken());
      const sum = (days: { count: number; failed?: number }[], pick: 'count' | 'failed') =>
        days.reduce((total, day) => total + (day[pick] ?? 0), 0);
      const { comparison, usersByStatus, usersByRole, recentSignIns } = body;
      if (comparison) {
        const days = comparison.periodDays;
        const covered = body.logins.length >= 2 * days;
        const current = body.logins.slice(-days);
        const previous = body.logins.slice(-2 * days, -days);
        if (comparison.signIns && covered) {
          expect(comparison.signIns.current).toBe(sum(current, 'count'));
          expect(comparison.signIns.previous).toBe(sum(previous, 'count'));
        }
        if (comparison.failedSignIns && covered && body.logins.every((day: object) => 'failed' in day)) {
          expect(comparison.failedSignIns.current).toBe(sum(current, 'failed'));
          expect(comparison.failedSignIns.previous).toBe(sum(previous, 'failed'));
        }
        if (comparison.users) {
          expect(comparison.users.current).toBe(body.counts.users);
          expect(comparison.users.previous).toBeLessThanOrEqual(comparison.users.current);
        }
      }
      if (usersByStatus) expect(usersByStatus.enabled + usersByStatus.disabled).toBe(body.counts.users);
      if (usersByRole) {
        const counts = usersByRole.map((entry: { count: number }) => entry.count);
        expect(counts).toEqual([...counts].sort((a, b) => b - a));
        for (const count of counts) expect(count).toBeLessThanOrEqual(body.counts.users);
      }
      if (recentSignIns) {
        const times = recentSignIns.map((event: { at: string }) => Date.parse(event.at));
        expect(times).toEqual([...times].sort((a, b) => b - a));
      }
    },
  );

  t.itWithCaptcha('counts a refused sign-in in the series and lists a successful one first', async () => {
    const root = await t.tokenFor(ROOT);
    const before = await dashboard(root);
    t.check(await t.login(ROOT.userName, `${ROOT.password}-wrong`), 400);
    const signedInAt = Date.now();
    await t.tokenFor(ROOT);
    const after = await dashboard(root);
    if ('failed' in before.logins.at(-1))
      expect(after.logins.at(-1).failed).toBeGreaterThanOrEqual(before.logins.at(-1).failed + 1);
    if (after.recentSignIns) {
      const [latest] = after.recentSignIns.filter((event: { userName: string }) => event.userName === ROOT.userName);
      // A minute either way for the clocks of the suite and the back end.
      expect(Math.abs(Date.parse(latest.at) - signedInAt)).toBeLessThan(60_000);
    }
  });

  it('answers 401 (code 9999) without a token', async () => {
    expect(t.check(await t.api().get('/pub/dashboard'), 401).body.error.code).toBe(9999);
  });
});
