import { type Account, createAccount } from './accounts';
import { createRunMenu } from './run-menus';
import { as } from './system';
import { RUN_PREFIX, type contractTarget } from './target';

type Target = ReturnType<typeof contractTarget>;

/** A user of this run whose menu tree the test can change at will, by a write to their own role. */
export interface TreeSubject {
  account: Account;
  roleId: string;
  /**
   * Grants the role's menu with one more action, or one fewer, in turn: the user's tree changes
   * each time. Answers once the user's notices hold the change's (a back end may tell changes close
   * together in one notice, so each waits for its own), within {@link NOTICE_KEPT_WITHIN_MS}.
   */
  changeTree: () => Promise<void>;
}

let serial = 0;

/** How long a change's notice may take to be kept (the contract's 2 s for a menu change to reach the user). */
export const NOTICE_KEPT_WITHIN_MS = 2000;

/** Creates, as root, a menu of this run with two actions, a role granting it and a user holding the role. */
export async function treeSubject(t: Target, root: string): Promise<TreeSubject> {
  const menu = await createRunMenu(t, root, 'notice', { actions: { query: [], export: [] } });
  serial += 1;
  const name = `${RUN_PREFIX}-notice-${Date.now().toString(36)}${serial}`;
  const grant = (actions: string[]) => ({ name, menus: [{ menuId: menu.id, actions }] });
  const role = t.check(await as(t, root).post('/roles', grant(['query'])), 200).body as { id: string };
  const account = await createAccount(t, root, [role.id]);
  let wide = false;
  let token: string | null = null;
  const newest = async () => {
    token ??= await t.tokenFor(account);
    const { list } = t.check(await as(t, token).get('/pub/current/notices'), 200).body as { list: { id: string }[] };
    return list[0]?.id;
  };
  return {
    account,
    roleId: role.id,
    changeTree: async () => {
      const before = await newest();
      wide = !wide;
      t.check(await as(t, root).put(`/roles/${role.id}`, grant(wide ? ['query', 'export'] : ['query'])), 200);
      const deadline = Date.now() + NOTICE_KEPT_WITHIN_MS;
      while ((await newest()) === before) {
        if (Date.now() > deadline)
          throw new Error(`no notice kept for the role change within ${NOTICE_KEPT_WITHIN_MS} ms`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}
