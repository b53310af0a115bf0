/**
 * `npm run contract:mutants [-- --only a,b]`: the mutation check of the contract suite. Runs the
 * suite against a clean mock (the control, which must pass), then against one mock per deliberate
 * fault, and prints whether the suite caught each. Exits non-zero if a fault survives or the
 * control fails.
 */
import { MUTANTS } from './catalogue';
import { runMutant } from './run-mutant';

async function main(argv: string[]): Promise<number> {
  const only = argv[0] === '--only' && argv[1] ? argv[1].split(',') : null;
  if (argv.length > 0 && !only) throw new Error('usage: npm run contract:mutants [-- --only name,name]');
  const unknown = only?.filter((name) => !MUTANTS.some((m) => m.name === name)) ?? [];
  if (unknown.length > 0) throw new Error(`no such mutant: ${unknown.join(', ')} (known: ${MUTANTS.map((m) => m.name).join(', ')})`);
  const mutants = MUTANTS.filter((m) => !only || only.includes(m.name));

  console.info('control: the suite against a clean mock ...');
  const control = await runMutant(null);
  if (control.failed > 0) {
    console.error(`control failed (${control.failed} test(s), first: ${control.firstFailure}): fix the suite or the mock before judging mutants`);
    return 1;
  }
  const rows: { mutant: string; fault: string; caught: string; 'first failing test': string }[] = [];
  for (const mutant of mutants) {
    console.info(`${mutant.name}: ${mutant.fault} ...`);
    const outcome = await runMutant(mutant, { bail: true });
    rows.push({ mutant: mutant.name, fault: mutant.fault, caught: outcome.failed > 0 ? 'yes' : 'NO', 'first failing test': outcome.firstFailure ?? '' });
  }
  console.table(rows);
  const survivors = rows.filter((row) => row.caught === 'NO');
  console.info(survivors.length === 0 ? `all ${rows.length} mutants caught` : `${survivors.length} of ${rows.length} survived: ${survivors.map((r) => r.mutant).join(', ')}`);
  return survivors.length === 0 ? 0 : 1;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(`contract:mutants: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(2);
  },
);
