import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type Transport, readTransport } from '../../tests/contract/support/transport';

/** What the CLI itself does with a run, read from its variables (set by the options or by the caller). */
export interface RunConfig {
  /** JUnit XML goes here (`CONTRACT_JUNIT`). */
  junit: string | null;
  /** The JSON report goes here (`CONTRACT_REPORT_JSON`). */
  jsonReport: string | null;
  /** Operations, globs or groups to run (`CONTRACT_ONLY`); empty: all. */
  only: string[];
  /** Operations, globs or groups not to run (`CONTRACT_SKIP`). */
  skip: string[];
  /** Certificates trusted besides the usual roots (`CONTRACT_CA`, PEM). */
  ca: { file: string; pem: string } | null;
  /** Whether no certificate is checked (`CONTRACT_INSECURE=1`). */
  insecure: boolean;
  /** Headers and time limit of every request (`CONTRACT_HEADERS`, `CONTRACT_TIMEOUT`). */
  transport: Transport;
}

/** The comma lists of `--only` or `--skip` as single entries. */
export const splitList = (lists: string | undefined) =>
  (lists ?? '')
    .split(',')
    .map((word) => word.trim())
    .filter(Boolean);

function readCa(file: string): RunConfig['ca'] {
  let pem: string;
  try {
    pem = readFileSync(file, 'utf8');
  } catch (err) {
    throw new Error(`--ca ${file}: ${(err as NodeJS.ErrnoException).code ?? String(err)}`);
  }
  if (!pem.includes('-----BEGIN CERTIFICATE-----'))
    throw new Error(`--ca ${file}: no PEM certificate in it (-----BEGIN CERTIFICATE-----)`);
  return { file, pem };
}

/** Reads the run's configuration from `env`; throws a message for the user on a malformed value. */
export function readRunConfig(env: NodeJS.ProcessEnv, cwd = process.cwd()): RunConfig {
  const file = (value: string | undefined) => (value ? path.resolve(cwd, value) : null);
  if (!['', '1', undefined].includes(env.CONTRACT_INSECURE))
    throw new Error(`CONTRACT_INSECURE must be 1 or empty, got "${env.CONTRACT_INSECURE}"`);
  const insecure = env.CONTRACT_INSECURE === '1';
  const caFile = file(env.CONTRACT_CA);
  if (caFile && insecure)
    throw new Error(
      '--ca (CONTRACT_CA) and --insecure (CONTRACT_INSECURE) exclude each other: --insecure checks no certificate at all',
    );
  return {
    junit: file(env.CONTRACT_JUNIT),
    jsonReport: file(env.CONTRACT_REPORT_JSON),
    only: splitList(env.CONTRACT_ONLY),
    skip: splitList(env.CONTRACT_SKIP),
    ca: caFile ? readCa(caFile) : null,
    insecure,
    transport: readTransport(env),
  };
}

/** The variables that make the test process trust what `config` trusts (Node reads them at start). */
export function tlsEnv(config: RunConfig): Record<string, string> {
  if (config.ca) return { NODE_EXTRA_CA_CERTS: config.ca.file };
  return config.insecure ? { NODE_TLS_REJECT_UNAUTHORIZED: '0' } : {};
}
