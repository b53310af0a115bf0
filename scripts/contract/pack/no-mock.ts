/**
 * Stands in for the mock server in the packed suite, which holds none: the CLI asks for
 * `--base-url` before any test runs, so reaching this is a fault of the packing.
 */
export function createServer(): never {
  throw new Error('the packed contract suite has no mock server: run it with --base-url');
}
