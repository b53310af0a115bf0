import { type UnknownAction, createSlice } from '@reduxjs/toolkit';
import { resetOnSignOut } from './reset-on-sign-out';
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
