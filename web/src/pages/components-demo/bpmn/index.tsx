import { demoPageOf } from '@/demos/common';
import { bpmn } from '@/i18n/demo-messages';
import { BpmnEditor } from '@/demos/bpmn';

/** The BPMN demo page. bpmn-js stays in this page's chunk (demos/bpmn). */
export default demoPageOf(bpmn, BpmnEditor);
