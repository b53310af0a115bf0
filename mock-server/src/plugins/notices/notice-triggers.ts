import Boom from '@hapi/boom';
import type { Request, Server } from '@hapi/hapi';
import type { Store } from '../../data/store';
import type { NoticeContent } from '../../data/notice-book';
import { type TreeWrite, changedTrees, treeCandidates, treeTags } from './tree-changes';

/** Keeps a notice for a user and answers the function that sends it on their open streams. */
export type KeepNotice = (userId: string, content: NoticeContent) => () => void;

/** What a tree write noted before its handler ran, and the deliveries it owes once answered. */
interface TreeWriteState {
  write: TreeWrite;
  before: Map<string, string>;
  deliveries: (() => void)[];
}

declare module '@hapi/hapi' {
  interface PluginsStates {
    treeWrite?: TreeWriteState;
  }
}

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
 * `menu_changed` for every user whose menu tree a menu, role or user write changed: their trees'
 * tags are taken before the handler and compared after it, and the notices kept in the same request
 * (so they are on disk with the write) but sent only once the write is answered with success, so a
 * write undone by a failed data file write is never announced. A deleted user's notices go with them.
 */
export function announceTreeChanges(server: Server, store: Store, keep: KeepNotice): void {
  server.ext('onPreHandler', (request, h) => {
    const write = treeWriteOf(request);
    if (write)
      request.plugins.treeWrite = { write, before: treeTags(store, treeCandidates(store, write)), deliveries: [] };
    return h.continue;
  });
  server.ext('onPostHandler', (request, h) => {
    const state = request.plugins.treeWrite;
    if (!state) return h.continue;
    for (const userId of changedTrees(store, state.before))
      state.deliveries.push(keep(userId, { kind: 'menu_changed' }));
    const { collection, id } = state.write;
    if (collection === 'users' && request.method === 'delete' && id !== null) store.notices.forget(id);
    return h.continue;
  });
  server.events.on('response', (request) => {
    const { response } = request;
    if (Boom.isBoom(response) || (response?.statusCode ?? 500) >= 300) return;
    request.plugins.treeWrite?.deliveries.forEach((deliver) => deliver());
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
