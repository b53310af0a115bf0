import { createHash } from 'node:crypto';
import type { ContractSettings } from '../../tests/contract/support/settings';
import { type Connection, PLAIN, send } from './http';

type Json = Record<string, unknown>;

/** What a sweep did: how many records it deleted, and the ones it could not. */
export interface SweepResult {
  deleted: number;
  failed: string[];
}

/** One kind of record the suite creates, and how to tell its own (they carry the run prefix). */
interface Kind {
  collection: string;
  texts: (record: Json) => string[];
}

// Users first (they hold roles), then roles (they grant menus), menus (their actions hold
// resources), resources, and the demo items nothing refers to.
const KINDS: Kind[] = [
  { collection: '/users', texts: (r) => [String(r.userName)] },
  { collection: '/roles', texts: (r) => [String(r.name)] },
  { collection: '/menus', texts: (r) => [String(r.name), String(r.routeName), String(r.routePath)] },
  { collection: '/resources', texts: (r) => [String(r.path), String(r.memo)] },
  { collection: '/demo/list-items', texts: (r) => [String(r.name)] },
];

/** A menu tree flattened, deepest first, so that children go before their parents. */
function deepestFirst(nodes: Json[], depth = 0): { node: Json; depth: number }[] {
  return nodes
    .flatMap((node) => [{ node, depth }, ...deepestFirst((node.children as Json[] | undefined) ?? [], depth + 1)])
    .sort((a, b) => b.depth - a.depth);
}

async function call(
  connection: Connection,
  baseUrl: string,
  method: string,
  path: string,
  token: string | null,
  body?: object,
): Promise<{ status: number; body: Json }> {
  const res = await send(`${baseUrl}${path}`, connection, {
    method,
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'Content-Type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return {
    status: res.status,
    body: res.text && res.contentType.includes('json') ? (JSON.parse(res.text) as Json) : {},
  };
}

/** An administrator's token for the sweep: the one given, else a login with the captcha answer; null when neither is known. */
export async function sweepToken(
  settings: ContractSettings,
  baseUrl: string,
  connection = PLAIN,
): Promise<string | null> {
  if (settings.token) return settings.token;
  if (!settings.captchaCode) return null;
  const captcha = await call(connection, baseUrl, 'GET', '/pub/login/captchaid', null);
  const password = createHash('md5').update(settings.admin.password).digest('hex');
  const login = await call(connection, baseUrl, 'POST', '/pub/login', null, {
    ...settings.admin,
    password,
    captchaId: captcha.body.captchaId,
    captchaCode: settings.captchaCode,
  });
  if (login.status !== 200)
    throw new Error(`could not log in as ${settings.admin.userName} to delete the run's records: HTTP ${login.status}`);
  return login.body.accessToken as string;
}

/** The records of `kind` that carry `prefix` (the target finds them by keyword; they are checked here again). */
async function ownRecords(
  connection: Connection,
  baseUrl: string,
  token: string,
  kind: Kind,
  prefix: string,
): Promise<Json[]> {
  const query = `?queryValue=${encodeURIComponent(prefix)}${kind.collection === '/menus' ? '' : '&pageSize=100'}`;
  const res = await call(connection, baseUrl, 'GET', `${kind.collection}${query}`, token);
  if (res.status !== 200) throw new Error(`GET ${kind.collection} answered ${res.status}`);
  const list = (res.body.list as Json[] | undefined) ?? [];
  const records = kind.collection === '/menus' ? deepestFirst(list).map(({ node }) => node) : list;
  return records.filter((record) => kind.texts(record).some((text) => text.includes(prefix)));
}

/**
 * Deletes every record whose name (user name, role name, menu route path, resource path, item
 * name) carries `prefix`, as the bearer of `token` over `connection`, until none is left or a
 * round deletes nothing.
 */
export async function sweepRecords(
  baseUrl: string,
  token: string,
  prefix: string,
  connection = PLAIN,
): Promise<SweepResult> {
  const result: SweepResult = { deleted: 0, failed: [] };
  for (const kind of KINDS) {
    let failed: string[] = [];
    for (let round = 0; round < 20; round += 1) {
      const records = await ownRecords(connection, baseUrl, token, kind, prefix);
      failed = [];
      for (const record of records) {
        const res = await call(
          connection,
          baseUrl,
          'DELETE',
          `${kind.collection}/${encodeURIComponent(String(record.id))}`,
          token,
        );
        if (res.status === 200 || res.status === 404) result.deleted += Number(res.status === 200);
        else
          failed.push(
            `${kind.collection}/${String(record.id)}: HTTP ${res.status} ${JSON.stringify(res.body.error ?? '')}`,
          );
      }
      if (records.length === 0 || failed.length === records.length) break;
    }
    result.failed.push(...failed);
  }
  return result;
}
