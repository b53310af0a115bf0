import { benchExitCode, missedTargets, parseBenchArgs } from './check';
import { rowOf } from './types';

const row = (name: string, median: number, target?: { op: '<=' | '>='; value: number }) =>
  rowOf([median], { name, times: 't', unit: 'ms', target });

describe('npm run bench -- --check', () => {
  it('reads --check apart from the file prefixes, and refuses an option it does not know', () => {
    expect(parseBenchArgs(['--check', 'lighthouse', 'load'])).toEqual({
      prefixes: ['lighthouse', 'load'],
      check: true,
    });
    expect(parseBenchArgs(['menu-paint'])).toEqual({ prefixes: ['menu-paint'], check: false });
    expect(() => parseBenchArgs(['--chek'])).toThrow('unknown option --chek');
  });

  it('exits 1 when a row misses its target, in either direction, and only under --check', () => {
    const met = [row('fast', 90, { op: '<=', value: 100 }), row('no target', 5000)];
    const slow = [...met, row('slow', 120, { op: '<=', value: 100 })];
    const lowScore = [...met, row('score', 0.8, { op: '>=', value: 0.9 })];
    expect(benchExitCode(met, true)).toBe(0);
    expect(benchExitCode(slow, true)).toBe(1);
    expect(benchExitCode(lowScore, true)).toBe(1);
    expect(benchExitCode(slow, false)).toBe(0);
    expect(missedTargets(slow).map((r) => r.name)).toEqual(['slow']);
  });

  it('counts a row with no figure (NaN) against its target as missed', () => {
    expect(benchExitCode([row('broken', NaN, { op: '<=', value: 100 })], true)).toBe(1);
  });
});
