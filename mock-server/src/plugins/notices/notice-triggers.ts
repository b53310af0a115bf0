import Boom from '@hapi/boom';
import type { Request, Server } from '@hapi/hapi';
import type { Store } from '../../data/store';
import type { NoticeContent } from '../../data/notice-book';
import { type TreeWrite, changedTrees, treeCandidates, treeTags } from './tree-changes';

/** Keeps a notice for a user and answers the function that sends it on their open streams. */
export type KeepNotice = (userId: string, content: NoticeContent) => () => void;

/**
 * How long after a tree write the trees it may have changed are compared: the writes of a burst (a
 * script creating a thousand menus) are compared once, where building each candidate's tree on
 * every write made each write several times dearer.
 */
export const TREE_SETTLE_MS = 100;

const WRITES = new Set(['post', 'put', 'delete']);
const TREE_ROUTE = /\/(menus|roles|users)(\/\{id\})?$/;

/** The tree write `request` is, if it is one. */
function treeWriteOf(request: Request): TreeWrite | null {
  if (!WRITES.has(request.method)) return null;
  const match = TREE_ROUTE.exec(request.route.path);
  if (!match) return null;
  return { collection: match[1] as TreeWrite['collection'], id: match[2] ? (request.params.id as string) : null };
}

/**
 * `menu_changed` for every user whose menu tree a menu, role or user write changed. Before each
 * write, the trees it may change are tagged (unless an earlier write of the burst tagged them);
 * {@link TREE_SETTLE_MS} after the burst's first write, the tags are compared with the trees as
 * they are, and each user whose tag differs is sent a notice. A write undone (a failed data file
 * write) changes no tree, so it is never announced. A deleted user's notices go with them.
 */
export function announceTreeChanges(server: Server, store: Store, keep: KeepNotice): void {
  let before = new Map<string, string>();
  let settle: NodeJS.Timeout | null = null;
  const compare = () => {
    settle = null;
    const tagged = before;
    before = new Map();
    for (const userId of changedTrees(store, tagged)) keep(userId, { kind: 'menu_changed' })();
  };
  server.ext('onPreHandler', (request, h) => {
    const write = treeWriteOf(request);
    if (!write) return h.continue;
    const untagged = treeCandidates(store, write).filter((userId) => !before.has(userId));
    for (const [userId, tag] of treeTags(store, untagged)) before.set(userId, tag);
    settle ??= setTimeout(compare, TREE_SETTLE_MS);
    return h.continue;
  });
  server.ext('onPostHandler', (request, h) => {
    const write = treeWriteOf(request);
    if (write?.collection === 'users' && request.method === 'delete' && write.id !== null)
      store.notices.forget(write.id);
    return h.continue;
  });
  server.events.on('stop', () => {
    if (settle) clearTimeout(settle);
    settle = null;
  });
}

/**
 * `export_finished` for the user who ran a CSV export, once its last byte went out: the answer's
 * `finish`, which a client that left early never causes.
 */
export function announceExports(server: Server, keep: KeepNotice): void {
  server.ext('onPreResponse', (request, h) => {
    const { response } = request;
    const facts = Boom.isBoom(response) ? undefined : response.plugins.csvExport;
    const user = request.auth.credentials?.user?.record;
    if (facts && user && request.method === 'get')
      request.raw.res.once('finish', () => keep(user.id, { kind: 'export_finished', ...facts })());
    return h.continue;
  });
}
