import { MUTANTS } from './catalogue';
import { runMutant } from './run-mutant';

// The short run of the mutation check (`npm run contract:mutants` runs them all against the whole
// suite): a clean mock passes two files of the suite, and three faults each make them fail.
const FILES = ['tests/contract/token.test.ts', 'tests/contract/http-errors.test.ts'];
const mutant = (name: string) => MUTANTS.find((m) => m.name === name)!;

describe('the mutation check', () => {
  it('has at least ten distinct faults', () => {
    expect(MUTANTS.filter((m) => (m.expected ?? 'caught') === 'caught').length).toBeGreaterThanOrEqual(10);
    expect(new Set(MUTANTS.map((m) => m.name)).size).toBe(MUTANTS.length);
  });

  it('passes the control: the narrowed suite against a clean mock', async () => {
    expect(await runMutant(null, { files: FILES })).toEqual({ failed: 0, firstFailure: null });
  }, 120_000);

  it.each(['token-not-checked', 'missing-error-body', 'extra-property'])(
    'catches %s',
    async (name) => {
      expect((await runMutant(mutant(name), { files: FILES, bail: true })).failed).toBeGreaterThan(0);
    },
    120_000,
  );
});
