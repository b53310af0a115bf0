/**
 * What `npm start`, `npm run dev` and `npm run preview` print once the app answers: where to open
 * it, who to sign in as and how the captcha behaves, so a newcomer needs no page of the README.
 */

/** A seeded account as the login form takes it; the mock's seed holds the same (a test logs in with each). */
export interface SeededAccount {
  userName: string;
  password: string;
  /** What the account sees, for the banner. */
  sees: string;
}

/** The accounts of the mock's seed (`mock-server/src/data/seed.ts`). */
export const SEEDED_ACCOUNTS: SeededAccount[] = [
  { userName: 'root', password: 'abc-123', sees: 'every menu and action' },
  { userName: 'staff', password: 'staff-123', sees: 'part of the menu, read-only' },
];

/** The lines to print: the URL, the seeded accounts and the captcha mode of the running mock. */
export function readyBanner(options: { url: string; captchaCode: string | null; dataFile: string | null }): string[] {
  const captcha =
    options.captchaCode === null
      ? 'captcha:  random; type the characters the login page draws (click the image for another)'
      : `captcha:  fixed; every captcha's answer is "${options.captchaCode}" (MOCK_CAPTCHA_CODE)`;
  const data =
    options.dataFile === null
      ? 'data:     in memory, back to the seed at every start (MOCK_DATA_FILE keeps it)'
      : `data:     kept in ${options.dataFile} (MOCK_DATA_FILE)`;
  return [
    '',
    `ready:    open ${options.url}`,
    ...SEEDED_ACCOUNTS.map(
      ({ userName, password, sees }, index) =>
        `${index === 0 ? 'sign in:' : '        '}  ${userName} / ${password}  (${sees})`,
    ),
    captcha,
    data,
    '',
  ];
}

/** Resolves once `url` answers an HTTP request (any status), asking every `intervalMs`; rejects after `timeoutMs`. */
export async function waitUntilAnswers(url: string, timeoutMs: number, intervalMs = 250): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await fetch(url, { signal: AbortSignal.timeout(Math.max(1, deadline - Date.now())) });
      return;
    } catch (error) {
      if (Date.now() >= deadline)
        throw new Error(`${url} did not answer within ${timeoutMs / 1000} s (${(error as Error).message})`);
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
  }
}
