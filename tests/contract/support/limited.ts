import { type Account, createAccount } from './accounts';
import { targetCalls } from './resources';
import { createRunMenu } from './run-menus';
import { as } from './system';
import { GIVEN_LIMITED, type contractTarget, ghostName } from './target';

type Target = ReturnType<typeof contractTarget>;

/**
 * The calls the second account may make, as the mock's staff role allows them: it reads the
 * users and the demo list, and changes, exports and manages nothing.
 */
export const LIMITED_CALLS = ['GET /users', 'GET /users/{id}', 'GET /demo/list-items'] as const;

/**
 * The account with fewer rights than the administrator: the one the run was given, else one this
 * run creates as the bearer of `adminToken` (a menu whose one action opens `LIMITED_CALLS`, a role
 * granting it and a user holding the role, all named with the run prefix).
 */
export async function limitedAccount(t: Target, adminToken: string): Promise<Pick<Account, 'userName' | 'password'>> {
  if (GIVEN_LIMITED) return GIVEN_LIMITED;
  const calls = await targetCalls(t, adminToken);
  const menu = await createRunMenu(t, adminToken, 'limited', { actions: { query: calls.idsOf(...LIMITED_CALLS) } });
  const role = t.check(
    await as(t, adminToken).post('/roles', { name: ghostName(), menus: [{ menuId: menu.id, actions: ['query'] }] }),
    200,
  ).body as { id: string };
  return createAccount(t, adminToken, [role.id]);
}
