/** What the app does when a notice arrives on the stream. */
import { createAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, put, select, spawn } from 'redux-saga/effects';
import { signOutWithNotice } from '@/features/session';
import { notices } from '@/i18n/notices-messages';
import { withNotice } from './notice-list';
import { noticesChanged, selectNotices } from './slice';
import type { Notice, SessionEndReason } from './types';

/** The server announced a change of the user's menu tree (`live-notices.ts` has it checked). */
export const menuChangeAnnounced = createAction('notices/menuChangeAnnounced');

/**
 * The session ended on the server; answers whether the stream is over. A disabled or deleted
 * account or a password changed elsewhere signs the user out with the reason. A logout is this
 * session's own (the logout flow, or another tab's through storage, signs out). An expiry needs
 * nothing here: the stream ends, and opening it again meets the session's fate: a token a refresh
 * replaced has its stream already, and a dead one starts the session's time-out flow (9999).
 */
function* sessionEnded(reason: SessionEndReason | undefined): SagaIterator<boolean> {
  switch (reason) {
    case 'account_disabled':
    case 'account_deleted':
    case 'password_changed':
      // Detached: signing out ends the session, and with it the saga following its stream.
      yield spawn(signOutWithNotice, notices.ended[reason]);
      return true;
    case 'logout':
      return true;
    default:
      return false;
  }
}

/**
 * Takes in a notice from the stream (one the list holds already, a replay, changes nothing):
 * the bell lists it, and a menu change has the tree checked, so the sidebar and the permissions
 * follow without a navigation. Answers whether the session is over.
 */
export function* noticeArrived(notice: Notice): SagaIterator<boolean> {
  if (notice.kind === 'session_ended') return (yield call(sessionEnded, notice.reason)) as boolean;
  yield put(noticesChanged(withNotice(yield select(selectNotices), notice)));
  if (notice.kind === 'menu_changed') yield put(menuChangeAnnounced());
  return false;
}
