import { forEachConcurrently } from './pool';

describe('forEachConcurrently', () => {
  it('runs the task on every item, never more than the limit at once', async () => {
    let running = 0;
    let most = 0;
    const done: number[] = [];
    await forEachConcurrently([1, 2, 3, 4, 5, 6, 7], 3, async (item) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setImmediate(resolve));
      done.push(item);
      running -= 1;
    });
    expect(done.sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(most).toBe(3);
  });

  it('rejects with a failure of the task', async () => {
    await expect(
      forEachConcurrently([1, 2], 2, async (item) => {
        if (item === 2) throw new Error('item 2 failed');
      }),
    ).rejects.toThrow('item 2 failed');
  });
});
