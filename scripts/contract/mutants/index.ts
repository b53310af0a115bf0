/**
 * `npm run contract:mutants [-- --only a,b]`: the mutation check of the contract suite. Runs the
 * suite against a clean mock (the control, which must pass), then against one mock per deliberate
 * fault, and prints whether the suite caught each, and against mocks that keep the contract
 * otherwise (other ids), which it must pass. Exits non-zero if a fault survives, such a mock is
 * failed, or the control fails.
 */
import { MUTANTS } from './catalogue';
import { runMutant } from './run-mutant';

async function main(argv: string[]): Promise<number> {
  const only = argv[0] === '--only' && argv[1] ? argv[1].split(',') : null;
  if (argv.length > 0 && !only) throw new Error('usage: npm run contract:mutants [-- --only name,name]');
  const unknown = only?.filter((name) => !MUTANTS.some((m) => m.name === name)) ?? [];
  if (unknown.length > 0)
    throw new Error(`no such mutant: ${unknown.join(', ')} (known: ${MUTANTS.map((m) => m.name).join(', ')})`);
  const mutants = MUTANTS.filter((m) => !only || only.includes(m.name));

  console.info('control: the suite against a clean mock ...');
  const control = await runMutant(null);
  if (control.failed > 0) {
    console.error(
      `control failed (${control.failed} test(s), first: ${control.firstFailure}): fix the suite or the mock before judging mutants`,
    );
    return 1;
  }
  const rows: { mutant: string; fault: string; expected: string; outcome: string; 'first failing test': string }[] = [];
  for (const mutant of mutants) {
    const expected = mutant.expected ?? 'caught';
    console.info(`${mutant.name}: ${mutant.fault} (expected: ${expected}) ...`);
    // One failure is enough to know a fault was caught; a server the suite must pass runs the whole suite.
    const outcome = await runMutant(mutant, { bail: expected === 'caught' });
    rows.push({
      mutant: mutant.name,
      fault: mutant.fault,
      expected,
      outcome: outcome.failed > 0 ? 'caught' : 'passed',
      'first failing test': outcome.firstFailure ?? '',
    });
  }
  console.table(rows);
  const count = (expected: string, outcome = expected) =>
    rows.filter((row) => row.expected === expected && row.outcome === outcome).length;
  const wrong = rows.filter((row) => row.outcome !== row.expected);
  const summary = `${count('caught')} of ${count('caught') + count('caught', 'passed')} faults caught; ${count('passed')} of ${count('passed') + count('passed', 'caught')} servers that keep the contract passed`;
  console.info(
    wrong.length === 0
      ? summary
      : `${summary}; not as expected: ${wrong.map((row) => `${row.mutant} (${row.outcome}, expected ${row.expected})`).join(', ')}`,
  );
  return wrong.length === 0 ? 0 : 1;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(`contract:mutants: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(2);
  },
);
