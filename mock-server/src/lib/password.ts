import { createHash, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

const KEY_LENGTH = 32;

/** The lowercase hex MD5 of what the user typed: what clients send as the password. */
export const md5Hex = (typed: string) => createHash('md5').update(typed).digest('hex');

function derive(secret: string, salt: Buffer, cost: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // maxmem above 128·N·r so that larger costs still fit.
    scrypt(secret, salt, KEY_LENGTH, { N: cost, r: 8, p: 1, maxmem: 256 * cost * 8 }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

/**
 * A salted scrypt hash of `secret` (the MD5 hex the client sends), as
 * `scrypt$<N>$<salt b64url>$<key b64url>` so the cost can change without breaking old hashes.
 */
export async function hashPassword(secret: string, cost: number): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(secret, salt, cost);
  return `scrypt$${cost}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

/** Whether `secret` matches `stored`, compared in constant time; false for a malformed hash. */
export async function verifyPassword(secret: string, stored: string): Promise<boolean> {
  const [scheme, costText, saltText, keyText] = stored.split('$');
  const cost = Number(costText);
  if (scheme !== 'scrypt' || !Number.isInteger(cost) || cost < 2 || !saltText || !keyText) return false;
  const expected = Buffer.from(keyText, 'base64url');
  const actual = await derive(secret, Buffer.from(saltText, 'base64url'), cost);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
