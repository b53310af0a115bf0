/** The menu's API call; answers openapi-fetch's `{ data, error }`. */
import { apiClient } from '../../api/client';

/** The signed-in user's menu tree: `GET /pub/current/menutree`. */
export const fetchMenuTree = () => apiClient.GET('/pub/current/menutree');
