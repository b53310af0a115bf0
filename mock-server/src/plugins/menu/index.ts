import type { Plugin } from '@hapi/hapi';
import { authOf } from '../../auth/scheme';
import type { MockContext } from '../../context';
import { menuTreeFor, treeTag } from '../../data/menu-tree';

/** Whether `If-None-Match` (a list of tags, or `*`) names `tag`, compared weakly as RFC 9110 says. */
function names(header: unknown, tag: string): boolean {
  if (typeof header !== 'string') return false;
  const opaque = (value: string) => value.trim().replace(/^W\//, '');
  return header.split(',').some((value) => value.trim() === '*' || opaque(value) === opaque(tag));
}

/** `GET /pub/current/menutree`: the menus and actions the user's roles allow, tagged for conditional requests. */
export const menuPlugin: Plugin<MockContext> = {
  name: 'mock-menu',
  register: (server, { store }) => {
    server.route({
      method: 'GET',
      path: '/pub/current/menutree',
      handler: (request, h) => {
        const body = { list: menuTreeFor(store, authOf(request).user) };
        const tag = treeTag(body);
        // Set by hand, not by `response.etag()`: Hapi's own 304 would keep the JSON content type.
        if (names(request.headers['if-none-match'], tag)) return h.response().code(304).header('ETag', tag);
        return h.response(body).header('ETag', tag);
      },
    });
  },
};
