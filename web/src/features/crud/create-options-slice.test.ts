import { expectSaga } from 'redux-saga-test-plan';
import { failure, noResponse, success } from '@/testing/saga-harness';
import { createOptionsSlice } from './create-options-slice';

describe('createOptionsSlice', () => {
  it('loads the choices and keeps them', async () => {
    const fetch = jest.fn(async () => success(['a', 'b']));
    const options = createOptionsSlice<string>('test/options', fetch);
    const { storeState } = await expectSaga(options.saga)
      .withReducer(options.reducer)
      .dispatch(options.actions.requested())
      .silentRun(20);
    expect(storeState).toEqual({ items: ['a', 'b'], status: 'ready', error: null });
    expect(fetch).toHaveBeenCalledWith(expect.any(AbortSignal));
  });

  it.each([
    ['a refusal', failure(401, 'no permission'), '无数据权限'],
    ['no response', noResponse(), '网络连接失败，请检查网络后重试'],
  ])('keeps the old choices and the reason after %s', async (_case, answer, message) => {
    const options = createOptionsSlice<string>('test/options', async () => answer);
    const { storeState } = await expectSaga(options.saga)
      .withReducer(options.reducer, { items: ['kept'], status: 'ready', error: null })
      .dispatch(options.actions.requested())
      .silentRun(20);
    expect(storeState).toEqual({ items: ['kept'], status: 'failed', error: message });
  });

  it('aborts the older request when a newer one starts', async () => {
    const signals: AbortSignal[] = [];
    const options = createOptionsSlice<string>('test/options', (signal) => {
      signals.push(signal);
      return new Promise((resolve) => setTimeout(() => resolve(success([String(signals.length)])), 10));
    });
    const { storeState } = await expectSaga(options.saga)
      .withReducer(options.reducer)
      .dispatch(options.actions.requested())
      .dispatch(options.actions.requested())
      .silentRun(50);
    expect(signals).toHaveLength(2);
    expect(signals[0]?.aborted).toBe(true);
    expect(signals[1]?.aborted).toBe(false);
    expect(storeState.items).toEqual(['2']);
  });
});
