/** Console levels the sandbox forwards. */
export const LOG_LEVELS = ['log', 'info', 'warn', 'error'] as const;

/** One forwarded console level. */
export type LogLevel = (typeof LOG_LEVELS)[number];

/** What the sandboxed document posts to the page. */
export type SandboxMessage =
  | { kind: 'ready' }
  | { kind: 'console'; level: LogLevel; text: string }
  | { kind: 'error'; text: string }
  | { kind: 'done' };

/** What the page posts to the runner to start a run. */
export interface SandboxRunRequest {
  channel: 'demo-code-sandbox-run';
  run: string;
  code: string;
}

/** The envelope around every message, so other frames' messages are ignored. */
export interface SandboxEnvelope {
  channel: 'demo-code-sandbox';
  /** The run the message belongs to (empty for "ready"): messages of an older run are dropped. */
  run: string;
  message: SandboxMessage;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * The sandbox message in `data` if it is a well-formed envelope of run `run` (or the runner's
 * "ready", which belongs to no run), else `null`.
 * The caller must also have checked `event.source` against the iframe's window: the channel
 * and run id only sort out our own runs, they prove nothing about the sender.
 */
export function readSandboxMessage(data: unknown, run: string): SandboxMessage | null {
  if (!isRecord(data) || data.channel !== 'demo-code-sandbox' || !isRecord(data.message)) return null;
  const { kind, level, text } = data.message;
  if (kind === 'ready') return data.run === '' ? { kind } : null;
  if (data.run !== run) return null;
  if (kind === 'done') return { kind };
  if (typeof text !== 'string') return null;
  if (kind === 'error') return { kind, text };
  if (kind === 'console' && (LOG_LEVELS as readonly unknown[]).includes(level))
    return { kind, level: level as LogLevel, text };
  return null;
}
