import { Callout, NonIdealState, Tag } from '@blueprintjs/core';
import { demoCodeSandbox } from '../../i18n/demo-messages';
import type { OutputLine } from './use-sandbox-run';

const texts = demoCodeSandbox;

const INTENT = { log: 'none', info: 'primary', warn: 'warning', error: 'danger', uncaught: 'danger' } as const;

/** Props of {@link SandboxOutput}. */
export interface SandboxOutputProps {
  output: readonly OutputLine[];
}

/** The sandbox's console lines, with uncaught errors called out. */
export function SandboxOutput({ output }: SandboxOutputProps) {
  const uncaught = output.filter((line) => line.level === 'uncaught');
  return (
    <>
      {uncaught.length > 0 && (
        <Callout intent="danger" title={texts.errorTitle} role="alert">
          {uncaught.map((line, index) => (
            <div key={index}>{line.text}</div>
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
                {line.level}
              </Tag>{' '}
              <span>{line.text}</span>
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
