import { locale } from './active';
import type { CatalogueOf } from './catalogue';
import { dashboard as enUSDashboard } from './en-US/dashboard';
import { dashboard as zhCNDashboard } from './zh-CN/dashboard';

// The dashboard's texts, both languages, in the dashboard's chunk alone: apart from `messages` (the
// login page's) and from `page-messages.ts`, whose every section would come along with one.
export const dashboard: CatalogueOf<typeof zhCNDashboard> = locale === 'en-US' ? enUSDashboard : zhCNDashboard;
