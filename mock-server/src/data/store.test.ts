import { testServer } from '../test-support';
import { Collection } from './collection';

describe('Collection', () => {
  it('keeps its own copies: changing what went in or came out changes nothing stored', () => {
    const input = { id: 'a', tags: ['x'] };
    const collection = new Collection([input]);
    input.tags.push('y');
    expect(collection.get('a')!.tags).toEqual(['x']);
    expect(collection.update('a', { tags: ['z'] })!.tags).toEqual(['z']);
    expect(collection.update('missing', { tags: [] })).toBeUndefined();
    expect(() => collection.insert({ id: 'a', tags: [] })).toThrow('duplicate id a');
    expect(collection.remove('a')).toBe(true);
    expect(collection.count()).toBe(0);
  });
});

describe('createServer', () => {
  it('gives every server a fresh store', async () => {
    const first = await testServer();
    first.app.mock.store.users.update('u-root', { realName: 'changed' });
    const second = await testServer();
    expect(second.app.mock.store.users.get('u-root')!.realName).not.toBe('changed');
    expect(second.app.mock.store.snapshot().users.map((u) => u.userName)).toEqual(['root', 'staff']);
    await Promise.all([first.stop(), second.stop()]);
  });
});
