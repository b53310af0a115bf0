import { Button, Card, H5, Tag } from '@blueprintjs/core';
import { javascript } from '@codemirror/lang-javascript';
import CodeMirror, { EditorView } from '@uiw/react-codemirror';
import { useMemo, useRef, useState } from 'react';
import { DemoPage } from '../../../features/demo-common';
import { SANDBOX_RUNNER_URL, SandboxOutput, ShadowHost, useSandboxRun } from '../../../features/demo-code-sandbox';
import { demoCodeSandbox } from '../../../i18n/demo-messages';
import './code-sandbox.css';

const texts = demoCodeSandbox;

/** The code sandbox: CodeMirror on the left, the sandboxed run and its console on the right. */
export default function CodeSandboxPage() {
  const [code, setCode] = useState<string>(texts.sampleCode);
  const frame = useRef<HTMLIFrameElement>(null);
  const sandbox = useSandboxRun(frame, texts.sampleCode);
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
    <DemoPage title={texts.title} description={texts.description}>
      <div className="code-sandbox">
        <Card className="code-sandbox__editor">
          <div className="code-sandbox__toolbar">
            <H5>{texts.editor}</H5>
            <Button icon="play" intent="primary" text={texts.run} onClick={() => sandbox.run(code)} />
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
            {(root) => <CodeMirror value={code} height="420px" extensions={extensions} onChange={setCode} root={root} aria-label={texts.editor} />}
          </ShadowHost>
        </Card>
        <Card className="code-sandbox__result">
          <div className="code-sandbox__toolbar">
            <H5>{texts.preview}</H5>
            <Tag minimal intent={sandbox.status === 'done' ? 'success' : 'primary'}>
              {sandbox.status === 'done' ? texts.finished : texts.running}
            </Tag>
          </div>
          <iframe
            key={sandbox.runId}
            ref={frame}
            className="code-sandbox__frame"
            title={texts.preview}
            sandbox="allow-scripts"
            src={SANDBOX_RUNNER_URL}
          />
          <H5>{texts.console}</H5>
          <SandboxOutput output={sandbox.output} />
        </Card>
      </div>
    </DemoPage>
  );
}
