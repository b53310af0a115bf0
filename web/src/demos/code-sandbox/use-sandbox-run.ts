import { useCallback, useEffect, useReducer, useRef, type RefObject } from 'react';
import { SANDBOX_TIME_LIMIT_MS } from '@/config';
import { readSandboxMessage, type SandboxRunRequest } from './sandbox-messages';
import { sandboxReducer, type SandboxState } from './sandbox-state';

/** Where the build puts the runner page (rsbuild.config.ts, `output.copy`). */
export const SANDBOX_RUNNER_URL = '/sandbox.html';

/** The state of the latest run, a way to start another and one to end it. */
export interface SandboxRun extends SandboxState {
  run: (code: string) => void;
  /** Ends the running code at once. */
  stop: () => void;
}

/**
 * Runs code in the sandboxed runner iframe `frame`: when the runner says it is ready, the code
 * is posted to it, and what it posts back is collected. Only messages whose `event.source` is
 * that iframe's window and whose run id is the latest are taken. A run whose code has not returned
 * within `timeLimitMs` is ended, as is one the user stops.
 */
export function useSandboxRun(
  frame: RefObject<HTMLIFrameElement | null>,
  initialCode: string,
  timeLimitMs = SANDBOX_TIME_LIMIT_MS,
): SandboxRun {
  const code = useRef(initialCode);
  const [state, dispatch] = useReducer(sandboxReducer, undefined, (): SandboxState => ({
    runId: crypto.randomUUID(),
    output: [],
    status: 'running',
  }));
  const { runId, status } = state;

  const run = useCallback((next: string) => {
    code.current = next;
    dispatch({ type: 'started', runId: crypto.randomUUID() });
  }, []);
  const stop = useCallback(() => dispatch({ type: 'ended', reason: 'stopped' }), []);

  useEffect(() => {
    if (status !== 'running') return;
    const timer = setTimeout(() => dispatch({ type: 'ended', reason: 'timedOut' }), timeLimitMs);
    return () => clearTimeout(timer);
  }, [runId, status, timeLimitMs]);

  useEffect(() => {
    const receive = (event: MessageEvent) => {
      const target = frame.current?.contentWindow;
      if (target === null || target === undefined || event.source !== target) return;
      const message = readSandboxMessage(event.data, runId);
      if (message === null) return;
      if (message.kind === 'ready') {
        const request: SandboxRunRequest = { channel: 'demo-code-sandbox-run', run: runId, code: code.current };
        // The runner's origin is opaque ("null"), so no narrower target origin can match it.
        target.postMessage(request, '*');
      } else if (message.kind === 'done') dispatch({ type: 'returned' });
      else
        dispatch({
          type: 'printed',
          line:
            message.kind === 'error'
              ? { level: 'uncaught', text: message.text }
              : { level: message.level, text: message.text },
        });
    };
    window.addEventListener('message', receive);
    return () => window.removeEventListener('message', receive);
  }, [frame, runId]);

  return { ...state, run, stop };
}
