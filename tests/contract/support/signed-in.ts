import { STAFF, type contractTarget } from './target';

type Target = ReturnType<typeof contractTarget>;

/** The tokens a test file calls with; set by its `beforeAll` hooks, so read them inside a test. */
export interface SignedIn {
  /** An administrator's token (`adminToken`: root's, or `CONTRACT_TOKEN` against a URL); '' when the run has neither. */
  root: string;
  /** The seeded `staff` account's token; '' when the run cannot log in (no captcha code). */
  staff: string;
}

/**
 * Signs an administrator and `staff` in once for the test file, each only when the run can (else
 * the tests that need them are skipped and the report says why), and answers the tokens with the
 * file's `it`s: `itReads` needs the administrator, `itWrites` the administrator and leave to write.
 */
export function signInRootAndStaff(t: Target) {
  const signedIn: SignedIn = { root: '', staff: '' };
  t.beforeAllNeeds(['admin'], async () => {
    signedIn.root = await t.adminToken();
  });
  t.beforeAllNeeds(['login'], async () => {
    signedIn.staff = await t.tokenFor(STAFF);
  });
  return { signedIn, itReads: t.itNeeds('admin'), itWrites: t.itNeeds('admin', 'writes') };
}
