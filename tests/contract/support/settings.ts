import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { contractFile } from '@shared/contract-file';
import { parseContractYaml } from '@shared/contract-json';

/** What the contract suite was told through the environment (the `npm run contract` options). */
export interface ContractSettings {
  /** The API base URL with its prefix (`CONTRACT_BASE_URL`); null: each file starts its own mock. */
  baseUrl: string | null;
  /** The target's fixed captcha answer (`CONTRACT_CAPTCHA_CODE`); null when unknown. */
  captchaCode: string | null;
  /** An administrator's token got by hand, without the `Bearer ` scheme (`CONTRACT_TOKEN`). */
  token: string | null;
  /** The administrator the suite logs in as. @default root / abc-123 (`CONTRACT_USER`, `CONTRACT_PASSWORD`) */
  admin: { userName: string; password: string };
  /**
   * A second account with fewer rights than the administrator (`CONTRACT_LIMITED_USER`,
   * `CONTRACT_LIMITED_PASSWORD`); null: the suite creates one when it may write, else skips the tests that need it.
   */
  limited: { userName: string; password: string } | null;
  /** Whether tests that create, change or delete may run (`CONTRACT_ALLOW_WRITES=1`; always against its own mocks). */
  allowWrites: boolean;
  /** The prefix of every record this run creates, so that it can be found and deleted (`CONTRACT_RUN_PREFIX`). */
  runPrefix: string;
  /**
   * Whether the target lacks live notices (`CONTRACT_NOTICES=absent`: the CLI sets it when
   * `GET /pub/current/notices` answers 404), so their tests are skipped with that reason.
   */
  noticesAbsent: boolean;
}

/** What a run prefix may look like: it has to fit user names, menu route paths and resource paths alike. */
export const RUN_PREFIX_PATTERN = /^[a-z][a-z0-9-]{2,23}$/;

/** The API prefix the contract's first `servers` entry names (`/api/v1`). */
export function contractApiPrefix(openapiPath = contractFile()): string {
  const doc = parseContractYaml(readFileSync(openapiPath, 'utf8')) as { servers?: { url: string }[] };
  const url = doc.servers?.[0]?.url ?? '';
  return new URL(url, 'http://host').pathname.replace(/\/+$/, '');
}

/**
 * The base URL requests go to: `url` as given when it has a path, else `url` with the contract's
 * API prefix (a base URL at the host root, `https://api.example.com`, means the real API's
 * `https://api.example.com/api/v1`). Throws on anything but an http(s) URL.
 */
export function resolveBaseUrl(url: string, apiPrefix: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`the base URL "${url}" is not a URL (e.g. https://api.example.com)`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
    throw new Error(`the base URL "${url}" must be http or https`);
  const pathname = parsed.pathname.replace(/\/+$/, '');
  return `${parsed.origin}${pathname || apiPrefix}`;
}

/** A fresh run prefix: `ct-` and 8 hex digits. */
export const newRunPrefix = () => `ct-${randomBytes(4).toString('hex')}`;

/** Reads the settings; throws with the variable's name on a malformed value. */
export function readContractSettings(
  env: NodeJS.ProcessEnv = process.env,
  apiPrefix = contractApiPrefix(),
): ContractSettings {
  const baseUrl = env.CONTRACT_BASE_URL ? resolveBaseUrl(env.CONTRACT_BASE_URL, apiPrefix) : null;
  const runPrefix = env.CONTRACT_RUN_PREFIX || newRunPrefix();
  if (!RUN_PREFIX_PATTERN.test(runPrefix))
    throw new Error(`CONTRACT_RUN_PREFIX must match ${RUN_PREFIX_PATTERN}, got "${runPrefix}"`);
  const token = env.CONTRACT_TOKEN?.trim().replace(/^bearer\s+/i, '') || null;
  if (Boolean(env.CONTRACT_LIMITED_USER) !== Boolean(env.CONTRACT_LIMITED_PASSWORD))
    throw new Error('CONTRACT_LIMITED_USER and CONTRACT_LIMITED_PASSWORD go together');
  return {
    baseUrl,
    captchaCode: env.CONTRACT_CAPTCHA_CODE || null,
    token,
    admin: { userName: env.CONTRACT_USER || 'root', password: env.CONTRACT_PASSWORD || 'abc-123' },
    limited: env.CONTRACT_LIMITED_USER
      ? { userName: env.CONTRACT_LIMITED_USER, password: env.CONTRACT_LIMITED_PASSWORD! }
      : null,
    allowWrites: baseUrl === null || env.CONTRACT_ALLOW_WRITES === '1',
    runPrefix,
    noticesAbsent: baseUrl !== null && env.CONTRACT_NOTICES === 'absent',
  };
}
