import http from 'node:http';
import { skipping } from './support/needs';
import { untilLimited } from './support/rate-limit';
import { readContractSettings } from './support/settings';
import { ROOT, contractTarget, md5 } from './support/target';

// The own mock keeps 200 captchas at most, so the flood below overflows it.
const t = contractTarget('client-limits.test.ts', { captchaCapacity: 200 });

// Locking this machine's address out of logins for an hour would break every later run against a
// shared API, so that test runs against the suite's own mock only.
const remote = readContractSettings().baseUrl !== null;
const itLockingOut = remote
  ? skipping("locks this machine's address out of logins for an hour: runs without --base-url")
  : it;
// Many client addresses are the loopback's (127.0.0.0/8), which only a local API sees as such.
const itFromManyAddresses = remote
  ? skipping('needs many client addresses, which only the loopback gives: runs without --base-url')
  : it;

/** A captcha drawn from the loopback address `localAddress`; answers the status. */
function drawFrom(localAddress: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(`${t.apiBaseUrl()}/pub/login/captchaid`, { localAddress, agent: false }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      })
      .on('error', reject);
  });
}

/** What a client sends to pass for another client each time: neither header is its to set. */
const forged = (i: number) => ({ 'X-Forwarded-For': `203.0.113.${i % 250}`, 'X-Real-IP': `198.51.100.${i % 250}` });

describe('limits per client, whatever addresses the client claims', () => {
  it("counts captcha draws with forged X-Forwarded-For and X-Real-IP as this client's: 429 all the same", async () => {
    const limited = await untilLimited(
      1000,
      (i) => t.api().get('/pub/login/captchaid').set(forged(i)),
      (res) => expect(res.status).toBe(200),
    );
    expect(t.check(limited, 429).body.error).toMatchObject({ code: 429, reason: 'rate_limited' });
    // Later tests draw captchas again.
    await new Promise((resolve) => setTimeout(resolve, Number(limited.headers['retry-after']) * 1000));
  }, 30_000);

  itFromManyAddresses(
    "keeps a client's open captcha through a flood of captchas drawn from ten other addresses",
    async () => {
      const captchaId = await t.newCaptcha();
      for (let client = 1; client <= 10; client += 1) {
        for (let i = 0; i < 100; i += 1) expect(await drawFrom(`127.0.6.${client}`)).toBe(200);
      }
      t.check(await t.login(ROOT.userName, ROOT.password, { id: captchaId }), 200);
    },
    60_000,
  );

  itLockingOut(
    'locks this client after its failed logins, each sent with another forged address',
    async () => {
      const fail = (i: number) =>
        t
          .api()
          .post('/pub/login')
          .set(forged(i))
          .send({ userName: ROOT.userName, password: md5('wrong'), captchaId: 'no-such-captcha', captchaCode: 'none' });
      const locked = await untilLimited(
        1000,
        async (i) => t.check(await fail(i)),
        (res) => expect(res.status).toBe(400),
      );
      expect(locked.body.error).toMatchObject({ code: 429, reason: 'rate_limited' });
      t.check(await fail(1000), 429);
    },
    60_000,
  );
});
