/**
 * The live notices' public surface: a stream of the signed-in user's notices (their menu changed,
 * an export finished, their session ended on the server), the bell in the header with the unread
 * count, and its drawer. The main layout registers it; all but the slice, the saga that starts the
 * rest and the bell's place loads after the first paint (`live.ts`).
 */
import type { Feature } from '@/lib/store';
import { noticesSaga } from './notices-saga';
import { noticesSlice } from './slice';

// What the app declares as the store's state (app/lazy-slices.ts).
export { noticesSlice };

/** The user's notices as the store holds them, and the saga following them. */
export const noticesFeature: Feature = { key: 'notices', state: [noticesSlice], saga: noticesSaga };

export { NoticesBell } from './components/notices-bell-slot';
