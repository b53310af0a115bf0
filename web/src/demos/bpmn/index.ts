/** The BPMN editor demo. bpmn-js is imported only from this folder, so it stays in its page's chunk. */
export { BpmnEditor } from './bpmn-editor';
