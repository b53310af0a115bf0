/**
 * The real mock process, killed with SIGKILL while it answers creates: every create it answered
 * 2xx must be in the data file it finds at the next start, and no temporary file may be left.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { md5 } from '../test-support';
import { killHard, spawnMock, type SpawnedMock } from '../testing/spawned-mock';

jest.setTimeout(120_000);

const CAPTCHA = '1234';
const env = (file: string) => ({
  MOCK_DATA_FILE: file,
  MOCK_CAPTCHA_CODE: CAPTCHA,
  MOCK_JWT_SECRET: 'crash-test-secret-of-at-least-32-bytes',
});

let dir = '';
const running: SpawnedMock[] = [];
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mock-crash-'));
});
afterEach(async () => {
  await Promise.all(running.splice(0).map(killHard));
  fs.rmSync(dir, { recursive: true, force: true });
});

async function start(file: string): Promise<SpawnedMock> {
  const mock = await spawnMock(env(file));
  running.push(mock);
  return mock;
}

async function rootToken(apiUrl: string): Promise<string> {
  const { captchaId } = (await (await fetch(`${apiUrl}/pub/login/captchaid`)).json()) as { captchaId: string };
  const res = await fetch(`${apiUrl}/pub/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ userName: 'root', password: md5('abc-123'), captchaId, captchaCode: CAPTCHA }),
  });
  return ((await res.json()) as { accessToken: string }).accessToken;
}

it('keeps every create answered 2xx through a kill -9 under load, and leaves no temporary file', async () => {
  const file = path.join(dir, 'data.json');
  const first = await start(file);
  const token = await rootToken(first.apiUrl);
  const acknowledged: string[] = [];
  let sent = 0;
  const killAfter = 60;
  let killing: Promise<void> | null = null;

  /** One connection's loop: creates a role after another until the process is gone. */
  const worker = async () => {
    for (;;) {
      const name = `crash-${(sent += 1)}`;
      let res: Response;
      try {
        res = await fetch(`${first.apiUrl}/roles`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
          body: JSON.stringify({ name, menus: [] }),
        });
      } catch {
        return; // the process died with this request in flight: it was never acknowledged
      }
      if (res.ok) {
        acknowledged.push(((await res.json()) as { id: string }).id);
        if (acknowledged.length >= killAfter) killing ??= killHard(first);
      }
    }
  };
  await Promise.all(Array.from({ length: 16 }, worker));
  await killing;
  expect(acknowledged.length).toBeGreaterThanOrEqual(killAfter);
  // Requests were in flight when the process died: the kill came mid-load.
  expect(sent).toBeGreaterThan(acknowledged.length);

  const second = await start(file);
  expect(fs.readdirSync(dir).sort()).toEqual(['data.json', 'data.json.lock']);
  const stored = new Set(
    (JSON.parse(fs.readFileSync(file, 'utf8')) as { roles: { id: string }[] }).roles.map((role) => role.id),
  );
  expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
  const again = await rootToken(second.apiUrl);
  const read = await fetch(`${second.apiUrl}/roles/${acknowledged.at(-1)}`, {
    headers: { Authorization: `Bearer ${again}` },
  });
  expect(read.status).toBe(200);
});
