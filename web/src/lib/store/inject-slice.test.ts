import { createSlice } from '@reduxjs/toolkit';
import { fieldSelectors } from './field-selectors';
import { injectSlice } from './inject-slice';
import { rootReducer } from './root-reducer';

const counterSlice = createSlice({
  name: 'injectSliceCounter',
  initialState: { count: 0 },
  reducers: {
    incremented(state) {
      state.count += 1;
    },
  },
  selectors: fieldSelectors<{ count: number }>()({ selectCount: 'count' }),
});

describe('injectSlice', () => {
  it('adds the slice to the root reducer and returns its actions and root-state selectors', () => {
    const { incremented, selectCount } = injectSlice(counterSlice);
    const state = rootReducer(undefined, incremented()) as unknown as Record<string, unknown>;
    expect(state.injectSliceCounter).toEqual({ count: 1 });
    expect(selectCount({ injectSliceCounter: { count: 1 } })).toBe(1);
    // Until a state holds the slice, its selectors read the initial state.
    expect(selectCount({})).toBe(0);
  });
});
