import { type UnknownAction, createSlice } from '@reduxjs/toolkit';
import type { RootState } from '@/lib/store';
import { resetOnSignOut, signedInState } from './reset-on-sign-out';
import { loggedOut, tokenReset } from './slice';

const rows = createSlice({
  name: 'rows',
  initialState: { rows: [] as string[] },
  reducers: { added: (state, { payload }: { payload: string }) => void state.rows.push(payload) },
});
const reducer = resetOnSignOut(rows.reducer);
const filled = [rows.actions.added('a'), rows.actions.added('b')].reduce<ReturnType<typeof reducer> | undefined>(
  (state, action) => reducer(state, action),
  undefined,
);

describe('resetOnSignOut', () => {
  it('keeps the state through other actions', () => {
    expect(reducer(filled, { type: 'other/action' } as UnknownAction)).toBe(filled);
    expect(filled).toEqual({ rows: ['a', 'b'] });
  });

  it.each([
    ['a logout', loggedOut()],
    ['a lost token', tokenReset()],
  ])('brings the state back to its initial one on %s', (_case, action) => {
    expect(reducer(filled, action)).toEqual({ rows: [] });
  });
});

describe('signedInState', () => {
  const page = signedInState('rowsPage', rows.reducer);

  it('reads the initial state until its feature is registered, then the registered state', () => {
    expect(page.select({} as RootState)).toEqual({ rows: [] });
    expect(page.select({ rowsPage: { rows: ['a'] } } as unknown as RootState)).toEqual({ rows: ['a'] });
  });

  it('forgets the state on sign-out', () => {
    const kept = page.reducer({ rows: ['a'] }, { type: 'other/action' } as UnknownAction);
    expect(page.reducer(kept, loggedOut())).toEqual({ rows: [] });
  });
});
