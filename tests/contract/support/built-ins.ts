import { type PageOf, as } from './system';
import type { contractTarget } from './target';

type Target = ReturnType<typeof contractTarget>;

/** A user or role record, as far as telling the built-ins apart goes. */
export type Flagged = { id: string; builtIn: boolean };

/** The largest page the contract allows a list. */
const PAGE_SIZE = 100;

/** Every record `collection` (`/users`, `/roles`) lists to the bearer of `token`, page by page. */
async function listAll(t: Target, token: string, collection: string): Promise<Flagged[]> {
  const records: Flagged[] = [];
  for (let current = 1; ; current += 1) {
    const page = t.check(await as(t, token).get(collection, { current, pageSize: PAGE_SIZE }), 200).body as PageOf<Flagged>;
    records.push(...page.list);
    if (page.list.length < PAGE_SIZE || records.length >= page.pagination.total) return records;
  }
}

/**
 * The built-in root account and administrator role as the back end marks them (`builtIn: true`),
 * found through `GET /users` and `GET /roles` as the bearer of `adminToken`, so that a test never
 * needs their ids; both lists come with them, for tests that count the flags. A built-in the back
 * end does not mark is undefined.
 */
export async function findBuiltIns(t: Target, adminToken: string): Promise<{ rootUser?: Flagged; adminRole?: Flagged; users: Flagged[]; roles: Flagged[] }> {
  const users = await listAll(t, adminToken, '/users');
  const roles = await listAll(t, adminToken, '/roles');
  return { rootUser: users.find((user) => user.builtIn), adminRole: roles.find((role) => role.builtIn), users, roles };
}

/** The id of the built-in administrator role; fails the test, saying why, when the target marks none. */
export async function adminRoleId(t: Target, adminToken: string): Promise<string> {
  const { adminRole } = await findBuiltIns(t, adminToken);
  if (!adminRole) throw new Error('GET /roles: no role is marked builtIn: true (the built-in administrator role)');
  return adminRole.id;
}

/** The id of the built-in root account; fails the test, saying why, when the target marks none. */
export async function rootUserId(t: Target, adminToken: string): Promise<string> {
  const { rootUser } = await findBuiltIns(t, adminToken);
  if (!rootUser) throw new Error('GET /users: no user is marked builtIn: true (the built-in root account)');
  return rootUser.id;
}
