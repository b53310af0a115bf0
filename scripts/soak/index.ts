/**
 * `npm run soak [-- --sessions N --minutes M | --seconds S --seed X]`: the load-and-fault run of
 * the session model (README.md). Prints the report; exits 0 only when it passed, 1 when it
 * failed, 2 on a bad argument or a run that could not finish.
 */
import { parseSoakOptions } from './options';
import { runSoak } from './run-soak';

async function main(): Promise<number> {
  let options;
  try {
    options = parseSoakOptions(process.argv.slice(2));
  } catch (error) {
    console.error((error as Error).message);
    return 2;
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    // process.exit runs the exit hooks: the mock is killed and the temp dir removed.
    process.once(signal, () => {
      console.error(`soak: ${signal}, stopping`);
      process.exit(130);
    });
  }
  const report = await runSoak(options);
  for (const line of report.lines) console.info(line);
  return report.failures.length === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`soak: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(2);
  },
);
