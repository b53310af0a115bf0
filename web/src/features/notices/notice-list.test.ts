import { compareIds, listed, readUpTo, withNotice } from './notice-list';
import type { Notice } from './types';

const notice = (id: string, read = false): Notice => ({
  id,
  at: '2026-11-28T09:12:03.120Z',
  kind: 'menu_changed',
  read,
});

describe('the notices list', () => {
  it('orders ids as numbers', () => {
    expect(['10', '9', '100', '11'].sort(compareIds)).toEqual(['9', '10', '11', '100']);
  });

  it('adds a notice at its place, counts it unread, and takes a replay once', () => {
    const state = listed({ list: [notice('10'), notice('9', true)], unread: 3 });
    const added = withNotice(state, notice('11'));
    expect(added.list.map(({ id }) => id)).toEqual(['11', '10', '9']);
    expect(added.unread).toBe(4);
    expect(withNotice(added, notice('11'))).toBe(added);
  });

  it('marks read up to an id, leaving later ones unread', () => {
    const state = listed({ list: [notice('12'), notice('11'), notice('10')], unread: 7 });
    const read = readUpTo(state, '11');
    expect(read.list.map(({ read: seen }) => seen)).toEqual([false, true, true]);
    expect(read.unread).toBe(1);
  });
});
