/** zh-CN catalogue section `countTo`: texts of the count-to demo page. */
export const countTo = {
  title: '数字动画',
  description: '把数字从起始值平滑滚动到结束值；修改参数后点击“开始”查看效果。',
  start: '开始',
  pause: '暂停',
  resume: '继续',
  reset: '重置',
  startValue: '起始值',
  endValue: '结束值',
  duration: '时长（毫秒）',
  decimals: '小数位数',
  separator: '千分位分隔符',
  prefix: '前缀',
  suffix: '后缀',
  easing: '缓动函数',
  easingNames: { linear: '线性', easeOutCubic: '三次缓出', easeOutExpo: '指数缓出', easeInOutQuad: '二次缓入缓出' },
  status: {
    idle: '未开始',
    running: '进行中',
    paused: '已暂停',
    done: '已完成',
  },
} as const;
