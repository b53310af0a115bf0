/** zh-CN catalogue section `demoCodeSandbox`: texts of the code sandbox. */
export const demoCodeSandbox = {
  title: '代码沙箱',
  description: '在编辑器中编写 JavaScript，代码在隔离的沙箱 iframe（仅允许脚本、无同源权限）中运行，控制台输出与错误会显示在右侧。',
  editor: '代码编辑器',
  run: '运行',
  reset: '恢复示例',
  preview: '运行预览',
  console: '控制台输出',
  running: '运行中…',
  finished: '运行结束',
  noOutput: '没有输出',
  errorTitle: '运行出错',
  sampleCode: `// 这段代码运行在沙箱 iframe 中，console 输出会显示在右侧
const items = [3, 1, 2].sort((a, b) => a - b);
console.log('Hello, 沙箱！排序结果：', items);
console.info({ sum: items.reduce((total, item) => total + item, 0) });
document.body.innerHTML = '<h3>来自沙箱的问候</h3><p>' + new Date().getFullYear() + '</p>';
`,
} as const;
