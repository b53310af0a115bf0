import type { CatalogueOf } from '@/i18n/catalogue';
import type { backToTop as zhCNBackToTop } from '@/i18n/zh-CN/back-to-top';

/** en-US catalogue section `backToTop`: texts of the back-to-top demo page. */
export const backToTop: CatalogueOf<typeof zhCNBackToTop> = {
  title: 'Back to top',
  description:
    'Scroll down more than 400 pixels and a button appears at the bottom right; clicking it scrolls smoothly back to the top (whether the page or the content area scrolls).',
  backToTop: 'Back to top',
  section: (index: number) => `Part ${index}`,
  paragraph:
    'This sample paragraph makes the page taller. Long tables, long forms and detail pages in an admin system all need a handy way back to the top.',
};
