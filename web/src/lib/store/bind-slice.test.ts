import { combineReducers, createSlice } from '@reduxjs/toolkit';
import { bindSlice } from './bind-slice';
import { fieldSelectors } from './field-selectors';
import { registerFeature } from './feature';
import { rootReducer } from './root-reducer';

const counterSlice = createSlice({
  name: 'bindSliceCounter',
  initialState: { count: 0 },
  reducers: {
    incremented(state) {
      state.count += 1;
    },
  },
  selectors: fieldSelectors<{ count: number }>()({ selectCount: 'count' }),
});

describe('bindSlice', () => {
  it("answers the slice's actions and selectors over the app's state, registering nothing", () => {
    const { incremented, selectCount } = bindSlice(counterSlice);
    expect(rootReducer(undefined, incremented())).not.toHaveProperty('bindSliceCounter');
    expect(selectCount({ bindSliceCounter: { count: 1 } } as never)).toBe(1);
    // Until a state holds the slice, its selectors read the initial state.
    expect(selectCount({})).toBe(0);
  });
});

describe('registerFeature', () => {
  it("adds the feature's state to the app's reducer, once", () => {
    const { incremented } = bindSlice(counterSlice);
    const feature = { key: 'bindSliceCounter', state: [counterSlice] };
    registerFeature(feature);
    registerFeature(feature);
    expect(rootReducer(undefined, incremented())).toMatchObject({ bindSliceCounter: { count: 1 } });
  });

  it('takes a reducer under a path of its own', () => {
    const reducer = combineReducers({ counter: counterSlice.reducer });
    registerFeature({ key: 'bindSliceCombined', state: [{ reducerPath: 'bindSliceCombined', reducer }] });
    expect(rootReducer(undefined, { type: 'any' })).toMatchObject({ bindSliceCombined: { counter: { count: 0 } } });
  });
});
