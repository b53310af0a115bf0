import { combineReducers } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { showToast } from '@/lib/toaster';

// The toaster needs a real DOM overlay; the saga's calls to it are asserted, not shown.
jest.mock('@/lib/toaster', () => ({ showToast: jest.fn(async () => 'toast-1') }));
import { failure, success } from '@/testing/saga-harness';
import { loggedOut } from '@/features/session';
import { type DemoItem, type DemoItemQuery, demoItemsApi } from './api';
import { createDemoListSaga } from './sagas';
import { selectQueryList } from './selectors';
import { demoListState, queryList, standardList } from './slice';

const reducer = combineReducers({ demoList: demoListState.reducer });
type State = ReturnType<typeof reducer>;

const item = (id: string): DemoItem => ({
  id,
  name: id,
  description: '',
  owner: 'o',
  status: 'online',
  callCount: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
});
const page = (list: DemoItem[], total = list.length) =>
  success({ list, pagination: { total, current: 1, pageSize: 10 } });

/** A state whose query table shows `items` on page `current` of `query`. */
function withItems(items: DemoItem[], query: Partial<DemoItemQuery> = {}): State {
  const initial = reducer(undefined, { type: 'init' });
  const list = {
    ...initial.demoList.queryList,
    items,
    total: items.length,
    loadStatus: 'ready' as const,
    query: { current: 1, pageSize: 10, ...query },
  };
  return { demoList: { ...initial.demoList, queryList: list } };
}

const saga = createDemoListSaga(queryList, selectQueryList);
const { actions } = queryList;

describe('the demo list saga', () => {
  it('loads with filters and sort merged into the query, in the list it belongs to', async () => {
    const { storeState } = await expectSaga(saga)
      .withReducer(reducer, withItems([]))
      .provide([[matchers.call.fn(demoItemsApi.list), page([item('a')], 31)]])
      .call.like({
        fn: demoItemsApi.list,
        args: [{ current: 1, pageSize: 10, queryValue: 'x', sortField: 'name', sortOrder: 'asc' }],
      })
      .dispatch(actions.listRequested({ queryValue: 'x', sortField: 'name', sortOrder: 'asc' }))
      .silentRun(50);
    expect(storeState.demoList.queryList).toMatchObject({ items: [item('a')], total: 31, loadStatus: 'ready' });
    expect(storeState.demoList.standardList).toEqual(standardList.initialState);
  });

  it('saves an item, says so and reloads the page', async () => {
    const body = { name: 'n', owner: 'o', status: 'closed' as const, description: '' };
    const { storeState } = await expectSaga(saga)
      .withReducer(reducer, withItems([item('a')]))
      .provide([
        [matchers.call.fn(demoItemsApi.create), success(item('n'))],
        [matchers.call.fn(demoItemsApi.list), page([item('n'), item('a')])],
      ])
      .call(demoItemsApi.create, body)
      .call(showToast, { message: '已保存', intent: 'success', timeout: 3000 })
      .dispatch(actions.createRequested(body))
      .silentRun(50);
    expect(storeState.demoList.queryList).toMatchObject({ submitStatus: 'succeeded', items: [item('n'), item('a')] });
  });

  it('deletes several items one by one, tells how many, and steps back from an emptied last page', async () => {
    const { storeState } = await expectSaga(saga)
      .withReducer(reducer, withItems([item('a'), item('b')], { current: 3 }))
      .provide([
        [matchers.call.fn(demoItemsApi.remove), success({ status: 'OK' })],
        [matchers.call.fn(demoItemsApi.list), page([item('c')])],
      ])
      .call(demoItemsApi.remove, 'a')
      .call(demoItemsApi.remove, 'b')
      .call(showToast, { message: '已删除 2 项', intent: 'success', timeout: 3000 })
      .put(actions.listRequested({ current: 2 }))
      .dispatch(actions.deleteManyRequested(['a', 'b']))
      .silentRun(50);
    expect(storeState.demoList.queryList).toMatchObject({
      submitStatus: 'succeeded',
      items: [item('c')],
      query: { current: 2 },
    });
  });

  it('reports a partly refused delete as failed, and still reloads what changed', async () => {
    const { storeState } = await expectSaga(saga)
      .withReducer(reducer, withItems([item('a'), item('b')], { current: 2 }))
      .provide([
        [matchers.call(demoItemsApi.remove, 'a'), success({ status: 'OK' })],
        [matchers.call(demoItemsApi.remove, 'b'), failure(404, 'gone')],
        [matchers.call.fn(demoItemsApi.list), page([item('b')])],
      ])
      .call(showToast, { message: '已删除 1 项', intent: 'success', timeout: 3000 })
      .put(actions.listRequested({}))
      .dispatch(actions.deleteManyRequested(['a', 'b']))
      .silentRun(50);
    expect(storeState.demoList.queryList).toMatchObject({
      submitStatus: 'failed',
      submitError: '资源不存在',
      items: [item('b')],
    });
  });

  it('neither toasts nor reloads when nothing was deleted', async () => {
    await expectSaga(saga)
      .withReducer(reducer, withItems([item('a')]))
      .provide([[matchers.call.fn(demoItemsApi.remove), failure(500, 'boom')]])
      .not.call.fn(showToast)
      .not.put.actionType(actions.listRequested.type)
      .put(actions.submitFailed('服务器错误'))
      .dispatch(actions.deleteManyRequested(['a']))
      .silentRun(50);
  });

  it('forgets both lists when the user signs out', () => {
    const filled = withItems([item('a')], { queryValue: 'x', current: 4 });
    expect(reducer(filled, loggedOut())).toEqual(reducer(undefined, { type: 'init' }));
  });
});
