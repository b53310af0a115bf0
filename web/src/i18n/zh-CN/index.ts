import { backToTop } from './back-to-top';
import { bpmn } from './bpmn';
import { core } from './core';
import { countTo } from './count-to';
import { crud } from './crud';
import { dataTable } from './data-table';
import { demoCodeSandbox } from './demo-code-sandbox';
import { demoFormGenerator } from './demo-form-generator';
import { demoList } from './demo-list';
import { demoMaps } from './demo-maps';
import { demoTableGenerator } from './demo-table-generator';
import { shell } from './shell';
import { systemMenus } from './system-menus';
import { systemResources } from './system-resources';
import { systemRoles } from './system-roles';
import { systemUsers } from './system-users';

/**
 * The zh-CN text catalogue: every text the user sees, one file per section. The core texts
 * (`site`, `request`, `session`, ...) sit at the top level; every other section is one top-level
 * key. Templates use `{name}` placeholders that `format` (in `../format`) fills in; texts that
 * need real logic (plurals, several parameters) are functions returning a string.
 */
export const zhCN = {
  ...core,
  shell,
  dataTable,
  crud,
  systemUsers,
  systemRoles,
  systemMenus,
  systemResources,
  demoList,
  demoFormGenerator,
  demoTableGenerator,
  demoCodeSandbox,
  demoMaps,
  countTo,
  backToTop,
  bpmn,
} as const;
