/** zh-CN catalogue section `backToTop`: texts of the back-to-top demo page. */
export const backToTop = {
  title: '返回顶部',
  description: '向下滚动超过 400 像素后右下角出现按钮，点击后平滑滚动回顶部（页面或内容区滚动均可）。',
  backToTop: '返回顶部',
  section: (index: number) => `第 ${index} 节`,
  paragraph: '这是一段用于撑开页面高度的示例文字。后台系统中的长表格、长表单和详情页都需要一个便捷的返回顶部入口。',
} as const;
