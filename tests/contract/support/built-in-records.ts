import type { PageOf } from './system';

/** A user or role record, as far as telling the built-ins apart goes (the rest of its fields beside). */
export type Flagged = { id: string; builtIn: boolean; [field: string]: unknown };

/** One page of `collection` (`/users`, `/roles`) as some caller sees it, however the caller sends requests. */
export type ReadPage = (
  collection: '/users' | '/roles',
  query: { current: number; pageSize: number },
) => Promise<PageOf<Flagged>>;

/** The largest page the contract allows a list. */
const PAGE_SIZE = 100;

/** Every record `collection` lists, page by page. */
async function listAll(readPage: ReadPage, collection: '/users' | '/roles'): Promise<Flagged[]> {
  const records: Flagged[] = [];
  for (let current = 1; ; current += 1) {
    const page = await readPage(collection, { current, pageSize: PAGE_SIZE });
    records.push(...page.list);
    if (page.list.length < PAGE_SIZE || records.length >= page.pagination.total) return records;
  }
}

/**
 * The built-in root account and administrator role as the back end marks them (`builtIn: true`),
 * found in the lists `readPage` reads, so that no caller needs their ids; both lists come with
 * them. A built-in the back end does not mark is undefined.
 */
export async function findBuiltInRecords(
  readPage: ReadPage,
): Promise<{ rootUser?: Flagged; adminRole?: Flagged; users: Flagged[]; roles: Flagged[] }> {
  const users = await listAll(readPage, '/users');
  const roles = await listAll(readPage, '/roles');
  return { rootUser: users.find((user) => user.builtIn), adminRole: roles.find((role) => role.builtIn), users, roles };
}
