import { Button, Card, H5, Tag } from '@blueprintjs/core';
import { javascript } from '@codemirror/lang-javascript';
import CodeMirror, { EditorView } from '@uiw/react-codemirror';
import { useMemo, useRef, useState } from 'react';
import { DemoPage } from '@/demos/common';
import { SandboxOutput } from './sandbox-output';
import { ShadowHost } from './shadow-host';
import { SANDBOX_RUNNER_URL, useSandboxRun } from './use-sandbox-run';
import { useTheme } from '@/features/preferences';
import { SANDBOX_TIME_LIMIT_MS } from '@/config';
import { demoCodeSandbox } from '@/i18n/demo-messages';
import { darkEditorTheme } from './dark-editor-theme';
import './code-sandbox.css';

const texts = demoCodeSandbox;

const STATUS_TEXT = { running: texts.running, done: texts.finished, ended: texts.ended } as const;
const STATUS_INTENT = { running: 'primary', done: 'success', ended: 'warning' } as const;

/**
 * The code sandbox: CodeMirror on the left, the run's console on the right. The code runs in a
 * worker of a hidden sandboxed runner; an ended run's runner is removed, which ends its worker.
 */
export function CodeSandboxDemo() {
  const [code, setCode] = useState<string>(texts.sampleCode);
  const frame = useRef<HTMLIFrameElement>(null);
  const sandbox = useSandboxRun(frame, texts.sampleCode);
  const theme = useTheme();
  const extensions = useMemo(
    () => [
      javascript(),
      // The editable area is the control, so it carries the name. A tabindex makes axe see it as
      // focusable (its contenteditable already is), so its scrolling frame is reachable by keyboard.
      EditorView.contentAttributes.of({ 'aria-label': texts.editor, tabindex: '0' }),
    ],
    [],
  );

  return (
    <DemoPage title={texts.title} description={texts.description(SANDBOX_TIME_LIMIT_MS / 1000)}>
      <div className="code-sandbox">
        <Card className="code-sandbox__editor">
          <div className="code-sandbox__toolbar">
            <H5>{texts.editor}</H5>
            <Button icon="play" intent="primary" text={texts.run} onClick={() => sandbox.run(code)} />
            <Button
              icon="stop"
              intent="danger"
              text={texts.stop}
              disabled={sandbox.status !== 'running'}
              onClick={sandbox.stop}
            />
            <Button
              icon="reset"
              text={texts.reset}
              onClick={() => {
                setCode(texts.sampleCode);
                sandbox.run(texts.sampleCode);
              }}
            />
          </div>
          <ShadowHost>
            {(root) => (
              <CodeMirror
                value={code}
                height="420px"
                theme={theme === 'dark' ? darkEditorTheme : 'light'}
                extensions={extensions}
                onChange={setCode}
                root={root}
                aria-label={texts.editor}
              />
            )}
          </ShadowHost>
        </Card>
        <Card className="code-sandbox__result">
          <div className="code-sandbox__toolbar">
            <H5>{texts.result}</H5>
            <span role="status">
              <Tag minimal intent={STATUS_INTENT[sandbox.status]}>
                {STATUS_TEXT[sandbox.status]}
              </Tag>
            </span>
          </div>
          {sandbox.status !== 'ended' && (
            <iframe
              key={sandbox.runId}
              ref={frame}
              hidden
              title={texts.runner}
              sandbox="allow-scripts"
              src={SANDBOX_RUNNER_URL}
            />
          )}
          <H5>{texts.console}</H5>
          <SandboxOutput output={sandbox.output} />
        </Card>
      </div>
    </DemoPage>
  );
}
