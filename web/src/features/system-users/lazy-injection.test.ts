/**
 * The feature's reducer and saga travel with its page: a store made before the feature loads has
 * no `systemUsers` state and answers no list request; once the feature's index is imported, the
 * same store holds the slice and its saga loads the list.
 */
import { apiClient } from '../../api/client';
import { makeStore } from '../../app/store';

type Loose = Record<string, unknown>;

afterEach(() => jest.restoreAllMocks());

it('injects the slice and the saga when the feature first loads, into a store made before', async () => {
  const get = jest
    .spyOn(apiClient, 'GET')
    .mockResolvedValue({ data: { list: [], pagination: { total: 0, current: 1, pageSize: 10 } } } as never);
  const store = makeStore();
  store.dispatch({ type: 'systemUsers/listRequested', payload: {} });
  expect((store.getState() as Loose).systemUsers).toBeUndefined();
  expect(get).not.toHaveBeenCalled();

  const { usersSlice } = await import('./slice');
  await import('.');
  store.dispatch(usersSlice.actions.listRequested({}));
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(get).toHaveBeenCalledWith(
    '/users',
    expect.objectContaining({ params: { query: { current: 1, pageSize: 10 } } }),
  );
  expect((store.getState() as { systemUsers?: { list: { loadStatus: string } } }).systemUsers?.list.loadStatus).toBe(
    'ready',
  );
});
