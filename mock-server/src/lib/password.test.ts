import { hashPassword, verifyPassword } from './password';

describe('password hashes', () => {
  it('verifies the right secret only, with a fresh salt per hash', async () => {
    const a = await hashPassword('secret', 1024);
    const b = await hashPassword('secret', 1024);
    expect(a).not.toBe(b);
    expect(a).toMatch(/^scrypt\$1024\$[\w-]+\$[\w-]+$/);
    expect(await verifyPassword('secret', a)).toBe(true);
    expect(await verifyPassword('Secret', a)).toBe(false);
  });

  it.each(['', 'plain', 'scrypt$x$abc$def', 'scrypt$1024$$', 'bcrypt$1024$abc$def', 'scrypt$1024$abc$short'])(
    'refuses the malformed hash %j',
    async (stored) => {
      expect(await verifyPassword('secret', stored)).toBe(false);
    },
  );
});
