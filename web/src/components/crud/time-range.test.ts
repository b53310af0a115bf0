import { fromLocalInput, orderedRange, toLocalInput } from './time-range';
import { instantParam } from './list-query-params';

describe('the time range of a list', () => {
  it('reads a local minute as the instants that start and end it', () => {
    const from = fromLocalInput('2026-11-28T09:05', 'from');
    const to = fromLocalInput('2026-11-28T09:05', 'to');
    expect(new Date(from!).getTime()).toBe(new Date(2026, 10, 28, 9, 5, 0, 0).getTime());
    expect(new Date(to!).getTime()).toBe(new Date(2026, 10, 28, 9, 5, 59, 999).getTime());
    expect(from).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it('shows an instant as its local minute, and nothing for none or an incomplete value', () => {
    expect(toLocalInput(new Date(2026, 0, 5, 7, 8, 59).toISOString())).toBe('2026-01-05T07:08');
    expect(toLocalInput(undefined)).toBe('');
    expect(fromLocalInput('', 'from')).toBeUndefined();
    expect(fromLocalInput('2026-11-28T', 'to')).toBeUndefined();
  });

  it('puts a range given backwards the right way round', () => {
    const early = '2026-11-01T00:00:00.000Z';
    const late = '2026-11-28T00:00:00.000Z';
    expect(orderedRange({ from: late, to: early, current: 2 })).toEqual({ from: early, to: late, current: 2 });
    expect(orderedRange({ from: early })).toEqual({ from: early });
  });

  it('takes instants with an offset from the URL, as ISO, and nothing the contract would refuse', () => {
    const param = instantParam('from');
    expect(param.parse('2026-11-28T08:00:00+08:00')).toBe('2026-11-28T00:00:00.000Z');
    expect(param.parse('2026-11-28T00:00:00.000Z')).toBe('2026-11-28T00:00:00.000Z');
    expect(
      ['2026-11-28', 'yesterday', '2026-13-01T00:00Z', `2026-11-28T00:00:00.${'0'.repeat(40)}Z`].map(param.parse),
    ).toEqual([undefined, undefined, undefined, undefined]);
  });
});
