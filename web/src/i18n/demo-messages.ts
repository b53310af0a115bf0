import type { DemoPagesCatalogue } from './catalogue';
import { backToTop as zhCNBackToTop } from './zh-CN/back-to-top';
import { bpmn as zhCNBpmn } from './zh-CN/bpmn';
import { countTo as zhCNCountTo } from './zh-CN/count-to';
import { demoCodeSandbox as zhCNDemoCodeSandbox } from './zh-CN/demo-code-sandbox';
import { demoFormGenerator as zhCNDemoFormGenerator } from './zh-CN/demo-form-generator';
import { demoMaps as zhCNDemoMaps } from './zh-CN/demo-maps';
import { demoTableGenerator as zhCNDemoTableGenerator } from './zh-CN/demo-table-generator';

// The active catalogue's texts of the demo pages, one export per page: apart from `messages`, and
// one binding each, so that every demo chunk carries only its own page's texts and the login page
// none of them.
export const demoFormGenerator: DemoPagesCatalogue['demoFormGenerator'] = zhCNDemoFormGenerator;
export const demoTableGenerator: DemoPagesCatalogue['demoTableGenerator'] = zhCNDemoTableGenerator;
export const demoCodeSandbox: DemoPagesCatalogue['demoCodeSandbox'] = zhCNDemoCodeSandbox;
export const demoMaps: DemoPagesCatalogue['demoMaps'] = zhCNDemoMaps;
export const countTo: DemoPagesCatalogue['countTo'] = zhCNCountTo;
export const backToTop: DemoPagesCatalogue['backToTop'] = zhCNBackToTop;
export const bpmn: DemoPagesCatalogue['bpmn'] = zhCNBpmn;
