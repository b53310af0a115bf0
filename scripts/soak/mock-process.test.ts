import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MockProcess } from './mock-process';

describe('MockProcess', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'soak-mock-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("fails the start with the mock's own words when it cannot start", async () => {
    const settings = {
      dataFile: path.join(dir, 'data.json'),
      jwtSecret: 'x'.repeat(32),
      captchaCode: 'soak',
      tokenTtlSeconds: 0,
    };
    await expect(MockProcess.start(settings)).rejects.toThrow(
      /the mock did not start \(exit code 1\): .*MOCK_TOKEN_TTL must be an integer of at least 1/s,
    );
  }, 60_000);
});
