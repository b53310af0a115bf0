/** How a notice or a read mark changes the notices' state: pure, for the saga and its tests. */
import type { NoticesState } from './slice';
import type { Notice, NoticeList } from './types';

/** How many notices the bell keeps, as many as the server lists. */
export const KEPT_NOTICES = 50;

/** Orders two notice ids, digits whose number grows with time (longer is later). */
export const compareIds = (a: string, b: string): number => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);

/** The state the server's list gives. */
export const listed = ({ list, unread }: NoticeList): NoticesState => ({ available: true, list, unread });

/** The state with `notice` added at its place (newest first), unless it is already there (a replay). */
export function withNotice(state: NoticesState, notice: Notice): NoticesState {
  if (state.list.some(({ id }) => id === notice.id)) return state;
  const list = [...state.list, notice].sort((a, b) => compareIds(b.id, a.id)).slice(0, KEPT_NOTICES);
  return { available: true, list, unread: state.unread + (notice.read ? 0 : 1) };
}

/** The state once every notice up to `upTo` is read; later ones, arrived meanwhile, stay unread. */
export function readUpTo(state: NoticesState, upTo: string): NoticesState {
  const list = state.list.map((notice) =>
    notice.read || compareIds(notice.id, upTo) > 0 ? notice : { ...notice, read: true },
  );
  return { ...state, list, unread: list.filter(({ read }) => !read).length };
}
