import { DemoPage } from '../../../features/demo-common';
import { bpmn } from '../../../i18n/demo-messages';
import { BpmnEditor } from './bpmn-editor';

const texts = bpmn;

/** The BPMN demo page. bpmn-js is imported only from this folder, so it stays in this chunk. */
export default function BpmnPage() {
  return (
    <DemoPage title={texts.title} description={texts.description}>
      <BpmnEditor />
    </DemoPage>
  );
}
