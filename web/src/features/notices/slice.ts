import { type PayloadAction, createSlice } from '@reduxjs/toolkit';
import { isSessionChange } from '@/features/session';
import { bindSlice, fieldSelectors } from '@/lib/store';
import type { Notice } from './types';

/** The signed-in user's notices as the bell shows them. */
export interface NoticesState {
  /** Whether the back end has live notices (it listed them); the bell shows only then. */
  available: boolean;
  /** The recent notices, newest first. */
  list: readonly Notice[];
  /** How many of the user's kept notices are unread (the list may hold fewer). */
  unread: number;
}

export const initialNoticesState: NoticesState = { available: false, list: [], unread: 0 };

/**
 * The notices slice. Its one reducer takes the next state whole: how a notice or a read mark
 * changes the list is worked out in the code the notices load after the first paint
 * (`notice-list.ts`), so the main layout's chunk carries no more than this.
 */
export const noticesSlice = createSlice({
  name: 'notices',
  initialState: initialNoticesState,
  reducers: {
    noticesChanged: (_state, { payload }: PayloadAction<NoticesState>) => payload,
    /** The user opened the drawer: what it lists is marked read. */
    noticesOpened() {},
  },
  extraReducers: (builder) => {
    builder.addMatcher(isSessionChange, () => initialNoticesState);
  },
  selectors: {
    ...fieldSelectors<NoticesState>()({ selectNoticesAvailable: 'available' }),
    selectNotices: (state: NoticesState) => state,
  },
});

/** The slice's actions and selectors (the feature registers its state: see its index). */
export const { noticesChanged, noticesOpened, selectNoticesAvailable, selectNotices } = bindSlice(noticesSlice);
