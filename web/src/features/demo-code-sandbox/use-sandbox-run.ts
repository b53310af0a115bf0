import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { buildSandboxDocument } from './sandbox-document';
import { readSandboxMessage, type LogLevel } from './sandbox-messages';

/** One line of the sandbox's console. */
export interface OutputLine {
  level: LogLevel | 'uncaught';
  text: string;
}

/** The state of the latest run and a way to start another. */
export interface SandboxRun {
  srcDoc: string;
  output: OutputLine[];
  status: 'running' | 'done';
  run: (code: string) => void;
}

/** Bounds memory when code logs in a loop; the newest lines are the ones worth keeping. */
const MAX_LINES = 500;

/**
 * Runs code in the sandboxed iframe `frame` and collects what it posts back. Only messages whose
 * `event.source` is that iframe's window and whose run id is the latest are taken.
 */
export function useSandboxRun(frame: RefObject<HTMLIFrameElement | null>, initialCode: string): SandboxRun {
  const runId = useRef('');
  const [srcDoc, setSrcDoc] = useState('');
  const [output, setOutput] = useState<OutputLine[]>([]);
  const [status, setStatus] = useState<'running' | 'done'>('running');

  const run = useCallback((code: string) => {
    runId.current = crypto.randomUUID();
    setOutput([]);
    setStatus('running');
    setSrcDoc(buildSandboxDocument(code, runId.current, window.location.origin));
  }, []);

  useEffect(() => {
    const receive = (event: MessageEvent) => {
      if (frame.current === null || event.source !== frame.current.contentWindow) return;
      const message = readSandboxMessage(event.data, runId.current);
      if (message === null) return;
      if (message.kind === 'done') setStatus('done');
      else {
        const line: OutputLine = message.kind === 'error' ? { level: 'uncaught', text: message.text } : { level: message.level, text: message.text };
        setOutput((lines) => [...lines, line].slice(-MAX_LINES));
      }
    };
    window.addEventListener('message', receive);
    return () => window.removeEventListener('message', receive);
  }, [frame]);

  useEffect(() => run(initialCode), [run, initialCode]);

  return { srcDoc, output, status, run };
}
