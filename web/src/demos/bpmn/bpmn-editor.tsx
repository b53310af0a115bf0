import { Button, Callout, Card, NonIdealState, Tag } from '@blueprintjs/core';
import { LoadingSpinner } from '@/components/loading-spinner/loading-spinner';
import Modeler from 'bpmn-js/lib/Modeler';
// The font as files, not bpmn-embedded.css's data: URIs: the CSP's font-src is 'self' only.
import 'bpmn-js/dist/assets/bpmn-font/css/bpmn.css';
import 'bpmn-js/dist/assets/bpmn-js.css';
import 'bpmn-js/dist/assets/diagram-js.css';
import { useEffect, useRef, useState } from 'react';
import { FileButton } from '@/components/file-button/file-button';
import { downloadFile } from '@/lib/download-file';
import { bpmn } from '@/i18n/demo-messages';
import { appendTask } from './append-task';
import { bpmnTranslation } from './bpmn-translation';
import './bpmn.css';

const texts = bpmn;

/** A failure's handler: the user reads `text`; bpmn-js's own (English) detail goes to the console. */
const reported = (text: string, show: (text: string) => void) => (reason: unknown) => {
  console.warn('bpmn-js:', reason);
  show(text);
};

/** The BPMN modeler with its toolbar: new, open, append a task, export XML and SVG. */
export function BpmnEditor() {
  const canvas = useRef<HTMLDivElement>(null);
  const [modeler, setModeler] = useState<Modeler | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [exportedXml, setExportedXml] = useState<string | null>(null);
  const [fileName, setFileName] = useState<string | null>(null);
  const [appended, setAppended] = useState(0);

  useEffect(() => {
    if (canvas.current === null) return undefined;
    const instance = new Modeler({ container: canvas.current, additionalModules: [bpmnTranslation] });
    instance
      .createDiagram()
      .then(() => setModeler(instance))
      .catch(reported(texts.startFailed, setError));
    return () => instance.destroy();
  }, []);

  const run = (action: () => Promise<void>) => {
    setError(null);
    action().catch(reported(texts.exportFailed, setError));
  };

  const newDiagram = () =>
    run(async () => {
      await modeler?.createDiagram();
      setFileName(null);
      setAppended(0);
    });

  const openFile = (file: File) => {
    if (modeler === null) return;
    setError(null);
    file
      .text()
      .then((xml) => modeler.importXML(xml))
      .then(() => setFileName(file.name))
      .catch(reported(texts.importFailed, setError));
  };

  const addTask = () => {
    if (modeler === null) return;
    const task = appendTask(modeler, texts.newTaskName(appended + 1));
    if (task === null) setError(texts.nothingToAppendTo);
    else setAppended(appended + 1);
  };

  const exportXml = () =>
    run(async () => {
      const result = await modeler?.saveXML({ format: true });
      if (result?.xml === undefined) return;
      setExportedXml(result.xml);
      downloadFile('diagram.bpmn', result.xml, 'application/xml');
    });

  const exportSvg = () =>
    run(async () => {
      const result = await modeler?.saveSVG();
      if (result !== undefined) downloadFile('diagram.svg', result.svg, 'image/svg+xml');
    });

  const ready = modeler !== null;
  return (
    <>
      <Card className="bpmn-demo__toolbar" role="toolbar" aria-label={texts.toolbar}>
        <Button icon="document" text={texts.newDiagram} onClick={newDiagram} disabled={!ready} />
        <FileButton icon="folder-open" text={texts.openFile} accept=".bpmn,.xml" onFile={openFile} disabled={!ready} />
        <Button icon="add" text={texts.addTask} onClick={addTask} disabled={!ready} />
        <Button icon="export" intent="primary" text={texts.exportXml} onClick={exportXml} disabled={!ready} />
        <Button icon="media" text={texts.exportSvg} onClick={exportSvg} disabled={!ready} />
        {fileName !== null && (
          <Tag minimal icon="document" className="bpmn-demo__file" title={fileName}>
            {texts.openedFile(fileName)}
          </Tag>
        )}
      </Card>
      {error !== null && <Callout intent="danger">{error}</Callout>}
      <Card className="bpmn-demo__frame">
        <div ref={canvas} className="bpmn-demo__canvas" role="application" aria-label={texts.title} />
        {!ready && error === null && (
          <div className="bpmn-demo__loading">
            <NonIdealState icon={<LoadingSpinner />} title={texts.loading} />
          </div>
        )}
      </Card>
      {exportedXml !== null && (
        <Card>
          <h4>{texts.exportedXml}</h4>
          <pre className="bpmn-demo__xml" aria-label={texts.exportedXml}>
            {exportedXml}
          </pre>
        </Card>
      )}
    </>
  );
}
