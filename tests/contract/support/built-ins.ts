import { type Flagged, findBuiltInRecords } from './built-in-records';
import { type PageOf, as } from './system';
import type { contractTarget } from './target';

type Target = ReturnType<typeof contractTarget>;

export type { Flagged } from './built-in-records';

/**
 * The built-in root account and administrator role as the back end marks them (`builtIn: true`),
 * found through `GET /users` and `GET /roles` as the bearer of `adminToken`, so that a test never
 * needs their ids; both lists come with them, for tests that count the flags. A built-in the back
 * end does not mark is undefined.
 */
export const findBuiltIns = (t: Target, adminToken: string) =>
  findBuiltInRecords(
    async (collection, query) => t.check(await as(t, adminToken).get(collection, query), 200).body as PageOf<Flagged>,
  );

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
