import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { readSandboxMessage, type LogLevel, type SandboxRunRequest } from './sandbox-messages';

/** Where the build puts the runner page (rsbuild.config.ts, `output.copy`). */
export const SANDBOX_RUNNER_URL = '/sandbox.html';

/** One line of the sandbox's console. */
export interface OutputLine {
  level: LogLevel | 'uncaught';
  text: string;
}

/** The state of the latest run and a way to start another. */
export interface SandboxRun {
  /** Changes with every run: the iframe is keyed on it, so each run gets a fresh document. */
  runId: string;
  output: OutputLine[];
  status: 'running' | 'done';
  run: (code: string) => void;
}

/** Bounds memory when code logs in a loop; the newest lines are the ones worth keeping. */
const MAX_LINES = 500;

/**
 * Runs code in the sandboxed runner iframe `frame`: when the runner says it is ready, the code
 * is posted to it, and what it posts back is collected. Only messages whose `event.source` is
 * that iframe's window and whose run id is the latest are taken.
 */
export function useSandboxRun(frame: RefObject<HTMLIFrameElement | null>, initialCode: string): SandboxRun {
  const code = useRef(initialCode);
  const [runId, setRunId] = useState(() => crypto.randomUUID());
  const [output, setOutput] = useState<OutputLine[]>([]);
  const [status, setStatus] = useState<'running' | 'done'>('running');

  const run = useCallback((next: string) => {
    code.current = next;
    setRunId(crypto.randomUUID());
    setOutput([]);
    setStatus('running');
  }, []);

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
      } else if (message.kind === 'done') setStatus('done');
      else {
        const line: OutputLine = message.kind === 'error' ? { level: 'uncaught', text: message.text } : { level: message.level, text: message.text };
        setOutput((lines) => [...lines, line].slice(-MAX_LINES));
      }
    };
    window.addEventListener('message', receive);
    return () => window.removeEventListener('message', receive);
  }, [frame, runId]);

  return { runId, output, status, run };
}
