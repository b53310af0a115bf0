import { Button, Card, H5 } from '@blueprintjs/core';
import { useState } from 'react';
import './code-block.css';

/** Props of {@link CodeBlock}. */
export interface CodeBlockProps {
  title: string;
  code: string;
  /** Label of the copy button. */
  copyText: string;
  /** Shown on the button for a moment after a successful copy. */
  copiedText: string;
  /** Shown when the clipboard refused (insecure origin, permission denied). */
  copyFailedText: string;
}

/** A titled block of read-only code with a copy-to-clipboard button. */
export function CodeBlock({ title, code, copyText, copiedText, copyFailedText }: CodeBlockProps) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = () => {
    // navigator.clipboard is missing on insecure origins: report it instead of throwing.
    const clipboard = navigator.clipboard as Clipboard | undefined;
    (clipboard === undefined ? Promise.reject(new Error('no clipboard')) : clipboard.writeText(code)).then(
      () => setState('copied'),
      () => setState('failed'),
    );
  };
  return (
    <Card className="code-block">
      <div className="code-block__header">
        <H5>{title}</H5>
        <Button
          icon={state === 'copied' ? 'tick' : 'duplicate'}
          intent={state === 'failed' ? 'warning' : 'none'}
          text={state === 'copied' ? copiedText : copyText}
          onClick={copy}
        />
      </div>
      {state === 'failed' && <p role="alert">{copyFailedText}</p>}
      <pre className="code-block__code" aria-label={title}>
        <code>{code}</code>
      </pre>
    </Card>
  );
}
