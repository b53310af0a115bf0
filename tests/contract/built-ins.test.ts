import { findBuiltIns } from './support/built-ins';
import { as } from './support/system';
import { contractTarget } from './support/target';

const t = contractTarget('built-ins.test.ts');

let adminToken = '';
t.beforeAllNeeds(['admin'], async () => {
  adminToken = await t.adminToken();
});

describe('the built-in root account and administrator role', () => {
  t.itNeeds('admin')(
    "are one user and one role marked builtIn, and the signed-in user's own flag is its record's",
    async () => {
      const { rootUser, users, roles } = await findBuiltIns(t, adminToken);
      expect(users.filter((user) => user.builtIn)).toHaveLength(1);
      expect(roles.filter((role) => role.builtIn)).toHaveLength(1);
      const self = t.check(await as(t, adminToken).get('/pub/current/user'), 200).body as {
        userId: string;
        builtIn: boolean;
      };
      expect(self.builtIn).toBe(self.userId === rootUser?.id);
    },
  );
});
