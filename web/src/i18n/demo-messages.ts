import { locale } from './active';
import type { DemoPagesCatalogue } from './catalogue';
import { backToTop as enUSBackToTop } from './en-US/back-to-top';
import { bpmn as enUSBpmn } from './en-US/bpmn';
import { countTo as enUSCountTo } from './en-US/count-to';
import { demoCodeSandbox as enUSDemoCodeSandbox } from './en-US/demo-code-sandbox';
import { demoFormGenerator as enUSDemoFormGenerator } from './en-US/demo-form-generator';
import { demoMaps as enUSDemoMaps } from './en-US/demo-maps';
import { demoTableGenerator as enUSDemoTableGenerator } from './en-US/demo-table-generator';
import { backToTop as zhCNBackToTop } from './zh-CN/back-to-top';
import { bpmn as zhCNBpmn } from './zh-CN/bpmn';
import { countTo as zhCNCountTo } from './zh-CN/count-to';
import { demoCodeSandbox as zhCNDemoCodeSandbox } from './zh-CN/demo-code-sandbox';
import { demoFormGenerator as zhCNDemoFormGenerator } from './zh-CN/demo-form-generator';
import { demoMaps as zhCNDemoMaps } from './zh-CN/demo-maps';
import { demoTableGenerator as zhCNDemoTableGenerator } from './zh-CN/demo-table-generator';

// The active catalogue's texts of the demo pages, one export per page: apart from `messages`, and
// one binding each, so that every demo chunk carries only its own page's texts (both languages,
// a few hundred bytes) and the login page none of them. A demo chunk is evaluated after
// `loadLanguage`, so `locale` is already the page's language.
const english = (): boolean => locale === 'en-US';

export const demoFormGenerator: DemoPagesCatalogue['demoFormGenerator'] = english()
  ? enUSDemoFormGenerator
  : zhCNDemoFormGenerator;
export const demoTableGenerator: DemoPagesCatalogue['demoTableGenerator'] = english()
  ? enUSDemoTableGenerator
  : zhCNDemoTableGenerator;
export const demoCodeSandbox: DemoPagesCatalogue['demoCodeSandbox'] = english()
  ? enUSDemoCodeSandbox
  : zhCNDemoCodeSandbox;
export const demoMaps: DemoPagesCatalogue['demoMaps'] = english() ? enUSDemoMaps : zhCNDemoMaps;
export const countTo: DemoPagesCatalogue['countTo'] = english() ? enUSCountTo : zhCNCountTo;
export const backToTop: DemoPagesCatalogue['backToTop'] = english() ? enUSBackToTop : zhCNBackToTop;
export const bpmn: DemoPagesCatalogue['bpmn'] = english() ? enUSBpmn : zhCNBpmn;
