import type { Catalogue } from '../catalogue';
import { a11y } from './a11y';
import { core } from './core';
import { crud } from './crud';
import { csvExport } from './csv-export';
import { dataTable } from './data-table';
import { demoList } from './demo-list';
import { iconPicker } from './icon-picker';
import { listSettings } from './list-settings';
import { loginComforts } from './login-comforts';
import { menuSearch } from './menu-search';
import { shell } from './shell';
import { systemMenus } from './system-menus';
import { systemResources } from './system-resources';
import { systemRoles } from './system-roles';
import { systemUsers } from './system-users';
import { tabs } from './tabs';
import { theme } from './theme';

/**
 * The en-US text catalogue, section for section the zh-CN one (`Catalogue` makes the compiler list
 * a missing key). Loaded lazily, only where English was chosen (`load-language.ts`).
 */
export const enUS: Catalogue = {
  ...core,
  shell,
  dataTable,
  crud,
  systemUsers,
  systemRoles,
  systemMenus,
  systemResources,
  demoList,
  a11y,
  listSettings,
  menuSearch,
  loginComforts,
  iconPicker,
  tabs,
  csvExport,
  theme,
};
export { enUSMenuTitles } from './menu-titles';
