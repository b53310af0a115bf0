import { apiClient } from '@/api/client';
import { type CreateOf, recordWrites, restCrudApi } from './rest-crud-api';

const answered = { data: { list: [], pagination: { total: 0, current: 1, pageSize: 10 } } } as never;

describe('restCrudApi', () => {
  afterEach(() => jest.restoreAllMocks());

  it('pages the collection with the query and the abort signal', async () => {
    const get = jest.spyOn(apiClient, 'GET').mockResolvedValue(answered);
    const signal = new AbortController().signal;
    const outcome = await restCrudApi('/resources').list({ current: 2, queryValue: 'user' }, signal);
    expect(get).toHaveBeenCalledWith('/resources', { params: { query: { current: 2, queryValue: 'user' } }, signal });
    expect(outcome).toEqual(answered);
  });

  it('creates on the collection, edits and deletes on the record path', async () => {
    const post = jest.spyOn(apiClient, 'POST').mockResolvedValue({ data: {} } as never);
    const put = jest.spyOn(apiClient, 'PUT').mockResolvedValue({ data: {} } as never);
    const remove = jest.spyOn(apiClient, 'DELETE').mockResolvedValue({ data: {} } as never);
    const writes = recordWrites('/menus');
    const body: CreateOf<'/menus'> = {
      parentId: null,
      routeName: 'A',
      routePath: '/a',
      component: 'a',
      name: 'A',
      icon: 'home',
      showStatus: 1,
      sequence: 1,
      actions: [],
    };
    await writes.create(body);
    await writes.update('m-a', body);
    await writes.remove('m-a');
    expect(post).toHaveBeenCalledWith('/menus', { body });
    expect(put).toHaveBeenCalledWith('/menus/{id}', { params: { path: { id: 'm-a' } }, body });
    expect(remove).toHaveBeenCalledWith('/menus/{id}', { params: { path: { id: 'm-a' } } });
  });
});
