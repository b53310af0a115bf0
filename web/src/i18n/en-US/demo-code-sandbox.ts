import type { CatalogueOf } from '@/i18n/catalogue';
import type { demoCodeSandbox as zhCNDemoCodeSandbox } from '@/i18n/zh-CN/demo-code-sandbox';

/** en-US catalogue section `demoCodeSandbox`: texts of the code sandbox. */
export const demoCodeSandbox: CatalogueOf<typeof zhCNDemoCodeSandbox> = {
  title: 'Code sandbox',
  description: (seconds: number) =>
    `Write JavaScript in the editor; it runs in an isolated sandbox (a separate background thread with no same-origin rights), and its console output and errors show on the right. A run longer than ${seconds} seconds stops by itself, and “Stop” ends it at any time.`,
  editor: 'Code editor',
  run: 'Run',
  stop: 'Stop',
  reset: 'Restore sample',
  result: 'Result',
  runner: 'Sandbox runner',
  console: 'Console output',
  running: 'Running…',
  finished: 'Finished',
  ended: 'Stopped',
  noOutput: 'No output',
  errorTitle: 'Run failed',
  levels: { log: 'Log', info: 'Info', warn: 'Warning', error: 'Error', uncaught: 'Exception', ended: 'Stop' },
  stopped: 'Stopped: “Stop” was clicked',
  timedOut: (seconds: number) => `Stopped: the ${seconds}-second time limit was exceeded`,
  sampleCode: `// This code runs in the sandbox's background thread; console output shows on the right
const items = [3, 1, 2].sort((a, b) => a - b);
console.log('Hello, sandbox! Sorted:', items);
console.info({ sum: items.reduce((total, item) => total + item, 0) });
setTimeout(() => console.log('One second later:', new Date().getFullYear()), 1000);
`,
};
