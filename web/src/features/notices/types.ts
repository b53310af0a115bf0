import type { components } from '@shared/contract/schema';

/** One notice as the contract sends it. */
export type Notice = components['schemas']['Notice'];

/** The user's recent notices and how many of those kept are unread: `GET /pub/current/notices`. */
export type NoticeList = components['schemas']['NoticeList'];

/** Why the server ended a session (`session_ended`). */
export type SessionEndReason = components['schemas']['SessionEndReason'];
