import { as } from './system';
import { type contractTarget, ghostName, md5 } from './target';

type Target = ReturnType<typeof contractTarget>;

/** A user this run created: the suite may change its password and profile, and the CLI deletes it. */
export interface Account {
  id: string;
  userName: string;
  password: string;
}

/** Creates, as the bearer of `adminToken`, an enabled user holding `roleIds` (none by default), named with the run prefix. */
export async function createAccount(t: Target, adminToken: string, roleIds: string[] = []): Promise<Account> {
  const userName = ghostName();
  const password = `pw-${userName}`;
  const res = t.check(
    await as(t, adminToken).post('/users', { userName, realName: 'Contract suite', password: md5(password), roleIds }),
    200,
  );
  return { id: res.body.id as string, userName, password };
}
