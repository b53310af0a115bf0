/** The menu's API call; answers openapi-fetch's `{ data, error }`. */
import { apiClient } from '../../api/client';

export const fetchMenuTree = () => apiClient.GET('/pub/current/menutree');
