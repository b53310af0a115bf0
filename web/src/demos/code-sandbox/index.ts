/** The code sandbox demo: a run in the sandboxed runner page and its worker, its output, and a shadow-DOM host. */
export { CodeSandboxDemo } from './code-sandbox-demo';
export { type OutputLine, type StopReason } from './sandbox-state';
export { SandboxOutput, type SandboxOutputProps } from './sandbox-output';
export { ShadowHost, type ShadowHostProps } from './shadow-host';
export { SANDBOX_RUNNER_URL, type SandboxRun, useSandboxRun } from './use-sandbox-run';
