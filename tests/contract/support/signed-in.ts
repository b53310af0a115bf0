import { limitedAccount } from './limited';
import type { contractTarget } from './target';

type Target = ReturnType<typeof contractTarget>;

/** The tokens a test file calls with; set by its `beforeAll` hooks, so read them inside a test. */
export interface SignedIn {
  /** An administrator's token (`adminToken`: root's, or `CONTRACT_TOKEN` against a URL); '' when the run has neither. */
  root: string;
  /** The token of the limited account (`limitedAccount`), a staff member's rights; '' when the run has none. */
  staff: string;
}

/**
 * Signs an administrator and the limited account in once for the test file, each only when the
 * run can (else the tests that need them are skipped and the report says why), and answers the
 * tokens with the file's `it`s: `itReads` needs the administrator, `itWrites` the administrator and
 * leave to write, `itLimited` the limited account.
 */
export function signInRootAndLimited(t: Target) {
  const signedIn: SignedIn = { root: '', staff: '' };
  t.beforeAllNeeds(['admin'], async () => {
    signedIn.root = await t.adminToken();
  });
  t.beforeAllNeeds(['login', 'limited'], async () => {
    signedIn.staff = await t.tokenFor(await limitedAccount(t, signedIn.root));
  });
  return {
    signedIn,
    itReads: t.itNeeds('admin'),
    itWrites: t.itNeeds('admin', 'writes'),
    itLimited: t.itNeeds('login', 'limited'),
  };
}
