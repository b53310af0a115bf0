/**
 * The feature's reducer and saga join the store when its page registers them: a store made before
 * has no `systemUsers` state and answers no list request; importing the feature registers nothing;
 * once the feature is registered (as its page's route does), the same store holds the slice and its
 * saga loads the list.
 */
import { apiClient } from '@/api/client';
import { makeStore } from '@/app/store';
import { registerFeature } from '@/lib/store';

type Loose = Record<string, unknown>;

afterEach(() => jest.restoreAllMocks());

it('registers the slice and the saga when its page does, into a store made before', async () => {
  const get = jest
    .spyOn(apiClient, 'GET')
    .mockResolvedValue({ data: { list: [], pagination: { total: 0, current: 1, pageSize: 10 } } } as never);
  const store = makeStore();
  store.dispatch({ type: 'systemUsers/listRequested', payload: {} });
  expect((store.getState() as Loose).systemUsers).toBeUndefined();
  expect(get).not.toHaveBeenCalled();

  const { usersSlice } = await import('./slice');
  const { systemUsersFeature } = await import('.');
  store.dispatch(usersSlice.actions.listRequested({}));
  expect(get).not.toHaveBeenCalled();

  registerFeature(systemUsersFeature);
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
