import { demoPageOf } from '../../../features/demo-common';
import { bpmn } from '../../../i18n/demo-messages';
import { BpmnEditor } from './bpmn-editor';

/** The BPMN demo page. bpmn-js is imported only from this folder, so it stays in this chunk. */
export default demoPageOf(bpmn, BpmnEditor);
