import type { CatalogueOf } from '@/i18n/catalogue';
import type { a11y as zhCNA11y } from '@/i18n/zh-CN/a11y';

/** en-US catalogue section `a11y`: names that only assistive technology reads. */
export const a11y: CatalogueOf<typeof zhCNA11y> = {
  breadcrumb: 'Breadcrumb',
  increment: 'Increase',
  decrement: 'Decrease',
  close: 'Close',
};
