/** zh-CN catalogue section `demoCodeSandbox`: texts of the code sandbox. */
export const demoCodeSandbox = {
  title: '代码沙箱',
  description: (seconds: number) =>
    `在编辑器中编写 JavaScript，代码在隔离的沙箱中（独立的后台线程，无同源权限）运行，控制台输出与错误会显示在右侧。运行超过 ${seconds} 秒会自动停止，也可随时点击“停止”。`,
  editor: '代码编辑器',
  run: '运行',
  stop: '停止',
  reset: '恢复示例',
  result: '运行结果',
  runner: '沙箱运行器',
  console: '控制台输出',
  running: '运行中…',
  finished: '运行结束',
  ended: '已停止',
  noOutput: '没有输出',
  errorTitle: '运行出错',
  levels: { log: '日志', info: '信息', warn: '警告', error: '错误', uncaught: '异常', ended: '停止' },
  stopped: '已停止运行：点击了“停止”',
  timedOut: (seconds: number) => `已停止运行：超过 ${seconds} 秒的时间限制`,
  sampleCode: `// 这段代码运行在沙箱的后台线程中，console 输出会显示在右侧
const items = [3, 1, 2].sort((a, b) => a - b);
console.log('Hello, 沙箱！排序结果：', items);
console.info({ sum: items.reduce((total, item) => total + item, 0) });
setTimeout(() => console.log('一秒钟后：', new Date().getFullYear()), 1000);
`,
} as const;
