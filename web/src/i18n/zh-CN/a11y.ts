/** zh-CN catalogue section `a11y`: names that only assistive technology reads. */
export const a11y = {
  /** Accessible name of the header's breadcrumb navigation. */
  breadcrumb: '面包屑导航',
  /** A numeric field's step buttons (Blueprint names them in English). */
  increment: '增加',
  decrement: '减少',
  /** A dialog's or a toast's close button (Blueprint names it in English). */
  close: '关闭',
} as const;
