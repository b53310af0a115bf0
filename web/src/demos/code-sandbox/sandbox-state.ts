import type { LogLevel } from './sandbox-messages';

/** Why a run was ended before its code returned. */
export type StopReason = 'stopped' | 'timedOut';

/** One line of the sandbox's console: output of the code, or the note that the run was ended. */
export type OutputLine = { level: LogLevel | 'uncaught'; text: string } | { level: 'ended'; reason: StopReason };

/** The latest run: its id, what it printed, and whether its code is still going. */
export interface SandboxState {
  /** Changes with every run: the iframe is keyed on it, so each run gets a fresh document. */
  runId: string;
  output: OutputLine[];
  /** `ended`: stopped or out of time; the page then removes the runner, which ends its worker. */
  status: 'running' | 'done' | 'ended';
}

/** What happens to a run. */
export type SandboxEvent =
  | { type: 'started'; runId: string }
  | { type: 'printed'; line: OutputLine }
  | { type: 'returned' }
  | { type: 'ended'; reason: StopReason };

/** Bounds memory when code logs in a loop; the newest lines are the ones worth keeping. */
const MAX_LINES = 500;

/** The next state of a run; an ended run takes nothing more, so a late message cannot revive it. */
export function sandboxReducer(state: SandboxState, event: SandboxEvent): SandboxState {
  if (event.type === 'started') return { runId: event.runId, output: [], status: 'running' };
  if (state.status === 'ended') return state;
  if (event.type === 'printed') return { ...state, output: [...state.output, event.line].slice(-MAX_LINES) };
  if (state.status !== 'running') return state;
  if (event.type === 'returned') return { ...state, status: 'done' };
  return {
    ...state,
    status: 'ended',
    output: [...state.output, { level: 'ended' as const, reason: event.reason }].slice(-MAX_LINES),
  };
}
