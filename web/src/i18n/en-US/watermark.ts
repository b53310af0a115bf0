import type { CatalogueOf } from '@/i18n/catalogue';
import type { watermark as zhCNWatermark } from '@/i18n/zh-CN/watermark';

/** en-US catalogue section `watermark`: the watermark over the signed-in pages and its setting. */
export const watermark: CatalogueOf<typeof zhCNWatermark> = {
  name: '{realName} {userName}',
  label: 'Watermark',
  show: 'Show my name and the date over the pages',
};
