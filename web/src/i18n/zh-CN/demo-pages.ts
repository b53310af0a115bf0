import { backToTop } from './back-to-top';
import { bpmn } from './bpmn';
import { countTo } from './count-to';
import { demoCodeSandbox } from './demo-code-sandbox';
import { demoFormGenerator } from './demo-form-generator';
import { demoMaps } from './demo-maps';
import { demoTableGenerator } from './demo-table-generator';

/** The zh-CN texts of the demo pages: one section per page, bundled only with the demo pages. */
export const zhCNDemoPages = {
  demoFormGenerator,
  demoTableGenerator,
  demoCodeSandbox,
  demoMaps,
  countTo,
  backToTop,
  bpmn,
} as const;
