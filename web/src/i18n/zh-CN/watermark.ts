/** zh-CN catalogue section `watermark`: the watermark over the signed-in pages and its setting. */
export const watermark = {
  /** The name a tile shows. */
  name: '{realName} {userName}',
  /** The settings drawer's group and its switch. */
  label: '水印',
  show: '在页面上显示我的姓名与日期',
} as const;
