import { readFileSync } from 'node:fs';
import { avatarDataUrl } from '../../lib/avatar';
import { hashPassword, md5Hex } from '../../lib/password';
import { signInHistory } from '../seed';
import type { StoreData } from '../types';
import { seedFileRuleFaults } from './seed-file-rules';
import { seedFileSchemaFaults } from './seed-file-schema';
import type { SeedFile } from './seed-file-types';

/** The file's JSON; throws naming the file when it cannot be read or parsed. */
function readJson(file: string): unknown {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new Error(`MOCK_SEED_FILE ${file} cannot be read: ${(error as Error).message}`);
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new Error(`MOCK_SEED_FILE ${file} is not valid JSON: ${(error as Error).message}`);
  }
}

/** Throws one line per fault, each naming the file, when there are any. */
function refuse(file: string, faults: string[]): void {
  if (faults.length) throw new Error(faults.map((fault) => `MOCK_SEED_FILE ${file}: ${fault}`).join('\n'));
}

/** The store's data from a checked seed file: passwords hashed, defaults filled in, records a minute apart in the file's order. */
async function toStoreData(seed: SeedFile, options: { scryptCost: number; now: number }): Promise<StoreData> {
  const minutesBefore = (count: number, index: number) =>
    new Date(options.now - (count - index) * 60_000).toISOString();
  return {
    users: await Promise.all(
      seed.users.map(async (user, index) => ({
        id: user.id,
        userName: user.userName,
        realName: user.realName,
        avatar: user.avatar ?? avatarDataUrl(user.realName, user.userName),
        email: user.email ?? '',
        phone: user.phone ?? '',
        status: user.status ?? 'enabled',
        roleIds: user.roleIds,
        passwordHash: await hashPassword(md5Hex(user.password), options.scryptCost),
        builtIn: user.builtIn ?? false,
        createdAt: user.createdAt ?? minutesBefore(seed.users.length, index),
      })),
    ),
    roles: seed.roles.map((role, index) => ({
      id: role.id,
      name: role.name,
      sequence: role.sequence ?? 0,
      status: role.status ?? 'enabled',
      memo: role.memo ?? '',
      menus: role.menus.map((grant) => ({ menuId: grant.menuId, actionCodes: grant.actions })),
      watermark: role.watermark ?? false,
      builtIn: role.builtIn ?? false,
      createdAt: role.createdAt ?? minutesBefore(seed.roles.length, index),
    })),
    menus: seed.menus.map((menu) => ({ ...menu, actions: menu.actions.map((action) => ({ ...action })) })),
    resources: seed.resources.map((resource) => ({ ...resource, memo: resource.memo ?? '' })),
    ...signInHistory(options.now),
  };
}

/**
 * The store's data from `MOCK_SEED_FILE`: read, checked against the contract's schemas, then
 * against the privilege and consistency rules. Throws, one line per fault, each naming the file,
 * the record and the field, so that a bad file stops the start.
 */
export async function loadSeedFile(file: string, options: { scryptCost: number; now: number }): Promise<StoreData> {
  const json = readJson(file);
  refuse(file, seedFileSchemaFaults(json));
  const seed = json as SeedFile;
  refuse(file, seedFileRuleFaults(seed));
  return toStoreData(seed, options);
}
