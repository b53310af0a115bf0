/** The menu's API call; answers openapi-fetch's `{ data, error }`. */
import { apiClient } from '@/api/client';

/**
 * The signed-in user's menu tree: `GET /pub/current/menutree`. With `tag` (the `ETag` of the tree
 * held) the server answers 304 without a body while the tree is unchanged.
 */
export const fetchMenuTree = (tag: string | null = null) =>
  apiClient.GET('/pub/current/menutree', tag === null ? {} : { params: { header: { 'If-None-Match': tag } } });
