import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { contractFile as nearestContractFile } from '../../shared/contract-file';
import { contractAccepts } from './contract/contract-ajv';
import { readContract } from './contract/contract-document';
import { DEFAULT_RETENTION } from './data/audit-log';
import { MAX_SYNTHETIC_MENUS } from './data/seed-synthetic-menus';

/** Everything the mock server can be told; `createServer(overrides)` takes any part of it. */
export interface MockConfig {
  /** @default '127.0.0.1' (`MOCK_HOST`) */
  host: string;
  /** @default 10088 (`MOCK_PORT`); 0 picks a free port */
  port: number;
  /** HS256 secret (`MOCK_JWT_SECRET`, at least 32 bytes); a random one of 32 bytes per start when unset. */
  jwtSecret: string;
  /** Whether `jwtSecret` was drawn at random because `MOCK_JWT_SECRET` was unset. */
  jwtSecretIsRandom: boolean;
  /** Seconds a token lives (`MOCK_TOKEN_TTL`, at least 10). @default 7200 */
  tokenTtlSeconds: number;
  /** Seconds a session (one login) lasts however often it is refreshed (`MOCK_SESSION_MAX`, at least 10). @default 43200 */
  sessionMaxSeconds: number;
  /** When set, every captcha's answer (`MOCK_CAPTCHA_CODE`, automated tests only). */
  captchaCode: string | null;
  /** @default 300 */
  captchaTtlSeconds: number;
  /** Most captchas kept at once; the oldest go first. @default 2000 */
  captchaCapacity: number;
  /** Captcha draws (ids and images) a client may burst. @default 100 */
  captchaBurst: number;
  /** Captcha draws a client regains per second. @default 10 */
  captchaPerSecond: number;
  /** Failed logins per account (with a right captcha) before a lock; successes do not count (OWASP ASVS 2.2.1). @default 100 */
  loginFailuresPerAccount: number;
  /** Failed logins per client address (captcha or credentials) before a lock. @default 300 */
  loginFailuresPerClient: number;
  /** Window over which failed logins add up, and the length of a lock. @default 3600 */
  loginLockSeconds: number;
  /** Unknown user names and client addresses each login limiter remembers; real accounts are always kept. @default 10000 */
  loginLimiterCapacity: number;
  /** Wrong old passwords per user before password changes are locked. @default 5 */
  passwordFailuresPerUser: number;
  /** Window over which wrong old passwords add up, and the length of their lock. @default 900 */
  passwordLockSeconds: number;
  /** Milliseconds a client has to send the request line and headers; then 408 and the socket is closed. @default 10000 */
  headersTimeoutMs: number;
  /** Milliseconds a client has to send a whole request, head and body; then 408 and the socket is closed. @default 10000 */
  requestTimeoutMs: number;
  /** Most bytes of request line (query included) and headers; a longer request head is answered 431. @default 16384 */
  maxHeaderBytes: number;
  /** Token refreshes a user may burst. @default 10 */
  refreshBurst: number;
  /** Token refreshes a user regains per second. @default 0.2 */
  refreshPerSecond: number;
  /** scrypt cost N (a power of two). @default 16384 */
  scryptCost: number;
  /** The documentation link of the ExternalLink menu (`MOCK_DOCS_URL`). */
  docsUrl: string;
  /** Synthetic menus added to the seed and granted to the administrator role (`MOCK_MENU_NODES`, 0 to 100 000). @default 0 */
  menuNodes: number;
  /** A JSON file to persist the data in (`MOCK_DATA_FILE`). */
  dataFile: string | null;
  /** A JSON file of users, roles, menus and resources to start from instead of the built-in seed (`MOCK_SEED_FILE`). */
  seedFile: string | null;
  /**
   * The OpenAPI document whose operations the mock serves and whose schemas check every request's
   * input (`MOCK_CONTRACT_FILE`). @default the nearest `openapi.yaml` at or above the mock's code
   */
  contractFile: string;
  /**
   * Addresses of the proxies in front of the mock (`MOCK_TRUSTED_PROXIES`, comma-separated): only a
   * request from one of them names its client by `X-Forwarded-For` / `X-Real-IP`. @default none
   */
  trustedProxies: string[];
  /** Notices kept per user; the oldest go first. @default 100 */
  noticesPerUser: number;
  /** Milliseconds between the heartbeat comments of a notice stream (the contract: at most 15 s). @default 15000 */
  noticeHeartbeatMs: number;
  /** Notice streams one user may hold open at once; one more is answered 429. @default 10 */
  noticeStreamsPerUser: number;
  /** Notice streams open at once, all users together; one more is answered 429. @default 1000 */
  noticeStreams: number;
  /** Records each audit log (operations, sign-ins) keeps; the oldest go first (`MOCK_AUDIT_MAX_RECORDS`, at least 1). @default 10000 */
  auditMaxRecords: number;
  /** Days an audit record is kept (`MOCK_AUDIT_MAX_AGE_DAYS`, at least 1). @default 180 */
  auditMaxAgeDays: number;
  /** Log one line per request (never headers or bodies). @default false in createServer, true in start() */
  logRequests: boolean;
  /** Milliseconds since the epoch; tests move time with it. @default Date.now */
  now: () => number;
}

const DEFAULT_DOCS_URL = 'https://github.com/LyricTian/gin-admin';

function integer(value: string | undefined, fallback: number, name: string, min: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < min)
    throw new Error(`${name} must be an integer of at least ${min}, got "${value}"`);
  return parsed;
}

/** The test captcha answer; it must fit the contract's `captchaCode` (1 to 16 characters). */
function captchaCode(value: string | undefined): string | null {
  if (!value) return null;
  if (value.length > 16) throw new Error(`MOCK_CAPTCHA_CODE must have at most 16 characters, got ${value.length}`);
  return value;
}

/** The ExternalLink menu's href: it reaches clients as a contract `Href`, so it must be one. */
function docsUrl(value: string | undefined, contract: string): string {
  if (!value) return DEFAULT_DOCS_URL;
  if (!contractAccepts(readContract(contract), '#/components/schemas/Href', value))
    throw new Error(`MOCK_DOCS_URL must be an http(s) link as the contract's Href allows, got "${value}"`);
  return value;
}

/** How many synthetic menus to seed: a whole number up to `MAX_SYNTHETIC_MENUS`. */
function menuNodes(value: string | undefined): number {
  const count = integer(value, 0, 'MOCK_MENU_NODES', 0);
  if (count > MAX_SYNTHETIC_MENUS)
    throw new Error(`MOCK_MENU_NODES must be at most ${MAX_SYNTHETIC_MENUS}, got "${value}"`);
  return count;
}

/** The seed file, which brings its own menus: the synthetic ones are the built-in seed's. */
function seedFile(value: string | undefined, menuNodes: number): string | null {
  if (!value) return null;
  if (menuNodes > 0)
    throw new Error('MOCK_SEED_FILE and MOCK_MENU_NODES cannot be combined: put the menus in the seed file');
  return value;
}

/** The proxies whose forwarding headers are believed: IP addresses, comma-separated. */
function trustedProxies(value: string | undefined): string[] {
  if (!value?.trim()) return [];
  const addresses = value.split(',').map((address) => address.trim());
  const bad = addresses.find((address) => isIP(address) === 0);
  if (bad !== undefined)
    throw new Error(`MOCK_TRUSTED_PROXIES must be a comma-separated list of IP addresses, got "${bad}" in "${value}"`);
  return addresses;
}

/** HS256 keys shorter than its 256-bit hash can be brute-forced offline from any token (RFC 7518, section 3.2). */
const MIN_SECRET_BYTES = 32;

/** The signing secret, or null when unset; throws when it is too short to be safe. */
function jwtSecret(value: string | undefined): string | null {
  if (!value) return null;
  const bytes = Buffer.byteLength(value, 'utf8');
  if (bytes < MIN_SECRET_BYTES) {
    throw new Error(
      `MOCK_JWT_SECRET must be at least ${MIN_SECRET_BYTES} bytes long, got ${bytes}; leave it unset for a random secret per run`,
    );
  }
  return value;
}

/** Reads the mock's configuration from the environment; throws on a malformed number or a short secret. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): MockConfig {
  const secret = jwtSecret(env.MOCK_JWT_SECRET);
  const nodes = menuNodes(env.MOCK_MENU_NODES);
  const contract = env.MOCK_CONTRACT_FILE || nearestContractFile();
  return {
    host: env.MOCK_HOST || '127.0.0.1',
    port: integer(env.MOCK_PORT, 10088, 'MOCK_PORT', 0),
    jwtSecret: secret ?? randomBytes(MIN_SECRET_BYTES).toString('base64url'),
    jwtSecretIsRandom: secret === null,
    tokenTtlSeconds: integer(env.MOCK_TOKEN_TTL, 7200, 'MOCK_TOKEN_TTL', 10),
    sessionMaxSeconds: integer(env.MOCK_SESSION_MAX, 43_200, 'MOCK_SESSION_MAX', 10),
    captchaCode: captchaCode(env.MOCK_CAPTCHA_CODE),
    captchaTtlSeconds: 300,
    captchaCapacity: 10_000,
    captchaBurst: 100,
    captchaPerSecond: 10,
    loginFailuresPerAccount: 100,
    loginFailuresPerClient: 300,
    loginLockSeconds: 3600,
    loginLimiterCapacity: 10_000,
    passwordFailuresPerUser: 5,
    passwordLockSeconds: 900,
    headersTimeoutMs: 10_000,
    requestTimeoutMs: 10_000,
    maxHeaderBytes: 16 * 1024,
    refreshBurst: 10,
    refreshPerSecond: 0.2,
    scryptCost: 16384,
    docsUrl: docsUrl(env.MOCK_DOCS_URL, contract),
    menuNodes: nodes,
    dataFile: env.MOCK_DATA_FILE || null,
    seedFile: seedFile(env.MOCK_SEED_FILE, nodes),
    contractFile: contract,
    trustedProxies: trustedProxies(env.MOCK_TRUSTED_PROXIES),
    noticesPerUser: 100,
    noticeHeartbeatMs: 15_000,
    noticeStreamsPerUser: 10,
    noticeStreams: 1000,
    auditMaxRecords: integer(env.MOCK_AUDIT_MAX_RECORDS, DEFAULT_RETENTION.maxRecords, 'MOCK_AUDIT_MAX_RECORDS', 1),
    auditMaxAgeDays: integer(env.MOCK_AUDIT_MAX_AGE_DAYS, DEFAULT_RETENTION.maxAgeDays, 'MOCK_AUDIT_MAX_AGE_DAYS', 1),
    logRequests: false,
    now: Date.now,
  };
}
