/** The code sandbox demo: a run in the sandboxed runner page, its output, and a shadow-DOM host. */
export { SandboxOutput, type SandboxOutputProps } from './sandbox-output';
export { ShadowHost, type ShadowHostProps } from './shadow-host';
export { type OutputLine, SANDBOX_RUNNER_URL, type SandboxRun, useSandboxRun } from './use-sandbox-run';
