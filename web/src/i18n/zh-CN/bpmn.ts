/** zh-CN catalogue section `bpmn`: texts of the BPMN demo page. */
export const bpmn = {
  title: '流程设计器',
  description: '基于 bpmn-js 的 BPMN 2.0 流程设计器：新建、打开 .bpmn 文件、拖拽编辑，并导出 XML 与 SVG。',
  newDiagram: '新建流程',
  openFile: '打开 .bpmn 文件',
  chooseFile: '选择文件…',
  addTask: '追加任务节点',
  exportXml: '导出 XML',
  exportSvg: '导出 SVG',
  loading: '正在加载设计器…',
  exportedXml: '最近导出的 XML',
  importFailed: (message: string) => `无法打开该文件：${message}`,
  exportFailed: (message: string) => `导出失败：${message}`,
  nothingToAppendTo: '画布上没有可追加的节点，请先新建流程。',
  newTaskName: (count: number) => `任务 ${count}`,
} as const;
