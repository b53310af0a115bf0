/** The live notices' API calls; they answer openapi-fetch's `{ data, error }`. */
import { apiClient } from '@/api/client';

/** The user's recent notices and their unread count: `GET /pub/current/notices`. */
export const fetchNotices = () => apiClient.GET('/pub/current/notices');

/** Marks the user's notices read up to `upTo`: `POST /pub/current/notices/read`. */
export const readNotices = (upTo: string) => apiClient.POST('/pub/current/notices/read', { body: { upTo } });

/**
 * Opens the user's stream of notices, sending back the last id received so the server replays what
 * came after it: `GET /pub/current/notices/stream`, read as a stream with the client's token.
 */
export const openNoticeStream = (lastEventId: string | null, signal: AbortSignal) =>
  apiClient.GET('/pub/current/notices/stream', {
    parseAs: 'stream',
    signal,
    params: { header: lastEventId === null ? {} : { 'Last-Event-ID': lastEventId } },
  });
