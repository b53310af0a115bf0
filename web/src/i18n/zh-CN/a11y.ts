/** zh-CN catalogue section `a11y`: names that only assistive technology reads. */
export const a11y = {
  /** Accessible name of the header's breadcrumb navigation. */
  breadcrumb: '面包屑导航',
} as const;
