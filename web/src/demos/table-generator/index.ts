/** The table generator demo: the column editor, the live preview and the generated code. */
export { TableGeneratorDemo } from './table-generator-demo';
export { type ColumnDef, type ColumnProblem, validateColumns } from './column';
export { ColumnEditor, type ColumnEditorProps } from './column-editor';
export { generateTableCode } from './generate-code';
export { sampleRows } from './rows';
export { TablePreview, type TablePreviewProps } from './table-preview';
