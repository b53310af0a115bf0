import { AuditLog } from './audit-log';
import { manualClock } from '../test-support';

type Entry = { id: string; at: string; note: string };

const DAY = 86_400_000;

function logWith(maxRecords: number, maxAgeDays: number) {
  const clock = manualClock();
  const changed = jest.fn();
  const log = new AuditLog<Entry>('t', { maxRecords, maxAgeDays }, clock.now, changed);
  const add = (note: string) => log.append({ at: new Date(clock.now()).toISOString(), note });
  return { log, clock, changed, add };
}

describe('AuditLog', () => {
  it('gives each record the next id, never one given before, and tells persistence', () => {
    const { log, changed, add } = logWith(2, 180);
    ['a', 'b', 'c'].forEach(add);
    expect(log.all().map((entry) => entry.id)).toEqual(['t-000000000002', 't-000000000003']);
    expect(changed).toHaveBeenCalledTimes(3);
    expect(log.snapshot().lastId).toBe(3);
  });

  it('keeps at most maxRecords, dropping the oldest', () => {
    const { log, add } = logWith(3, 180);
    ['a', 'b', 'c', 'd', 'e'].forEach(add);
    expect(log.all().map((entry) => entry.note)).toEqual(['c', 'd', 'e']);
  });

  it('drops records older than maxAgeDays, on the next read as on the next append', () => {
    const { log, clock, add } = logWith(100, 2);
    add('old');
    clock.advance(DAY);
    add('young');
    clock.advance(DAY + 1);
    expect(log.all().map((entry) => entry.note)).toEqual(['young']);
    expect(log.get('t-000000000001')).toBeUndefined();
    clock.advance(DAY);
    add('new');
    expect(log.snapshot().records.map((entry) => entry.note)).toEqual(['new']);
  });

  it('holds frozen records, so a snapshot can share them', () => {
    const { log, add } = logWith(10, 10);
    const entry = add('a');
    expect(Object.isFrozen(entry)).toBe(true);
    expect(log.snapshot().records[0]).toBe(entry);
  });

  it('applies the retention to what it is loaded with, and goes on numbering after its last id', () => {
    const clock = manualClock();
    const at = (daysAgo: number) => new Date(clock.now() - daysAgo * DAY).toISOString();
    const log = new AuditLog<Entry>('t', { maxRecords: 2, maxAgeDays: 5 }, clock.now, () => undefined, {
      lastId: 40,
      records: [
        { id: 't-1', at: at(9), note: 'expired' },
        { id: 't-2', at: at(3), note: 'over the count' },
        { id: 't-3', at: at(2), note: 'kept' },
        { id: 't-4', at: at(1), note: 'kept' },
      ],
    });
    expect(log.all().map((entry) => entry.id)).toEqual(['t-3', 't-4']);
    expect(log.append({ at: at(0), note: 'next' }).id).toBe('t-000000000041');
  });
});
