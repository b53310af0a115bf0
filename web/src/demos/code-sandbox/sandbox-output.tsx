import { Callout, NonIdealState, Tag } from '@blueprintjs/core';
import { SANDBOX_TIME_LIMIT_MS } from '@/config';
import { demoCodeSandbox } from '@/i18n/demo-messages';
import type { OutputLine } from './sandbox-state';

const texts = demoCodeSandbox;

const INTENT = {
  log: 'none',
  info: 'primary',
  warn: 'warning',
  error: 'danger',
  uncaught: 'danger',
  ended: 'warning',
} as const;

/** Props of {@link SandboxOutput}. */
export interface SandboxOutputProps {
  output: readonly OutputLine[];
  /** The time limit the run had, named when it ran out. @default SANDBOX_TIME_LIMIT_MS */
  timeLimitMs?: number;
}

/** The sandbox's console lines, with uncaught errors called out and an ended run said so. */
export function SandboxOutput({ output, timeLimitMs = SANDBOX_TIME_LIMIT_MS }: SandboxOutputProps) {
  const uncaught = output.flatMap((line) => (line.level === 'uncaught' ? [line.text] : []));
  const textOf = (line: OutputLine) => {
    if (line.level !== 'ended') return line.text;
    return line.reason === 'stopped' ? texts.stopped : texts.timedOut(timeLimitMs / 1000);
  };
  return (
    <>
      {uncaught.length > 0 && (
        <Callout intent="danger" title={texts.errorTitle} role="alert">
          {uncaught.map((text, index) => (
            <div key={index}>{text}</div>
          ))}
        </Callout>
      )}
      {output.length === 0 ? (
        <NonIdealState icon="console" description={texts.noOutput} />
      ) : (
        <ol className="code-sandbox__console" aria-label={texts.console}>
          {output.map((line, index) => (
            <li key={index}>
              <Tag minimal intent={INTENT[line.level]}>
                {texts.levels[line.level]}
              </Tag>{' '}
              <span>{textOf(line)}</span>
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
