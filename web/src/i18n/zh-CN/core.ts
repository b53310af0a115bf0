import { request } from './request';

/** zh-CN catalogue section `core`: site, request errors, session, header, error pages, login, profile, permission and storage texts. Its keys sit at the top level of `zhCN`. */
export const core = {
  site: {
    home: '首页',
    /** The page's `<meta name="description">` (scripts/build/site-head.ts), from the spec's own summary. */
    description: '管理后台：员工以用户名、密码和验证码登录，按权限管理用户、角色、菜单和资源。',
  },
  request,
  session: {
    loginTimeout: '登录已过期，请重新登录',
    loggedOut: '退出登录成功',
    loadRestarted: '加载登录信息时反复重试，已停止，请重新登录',
    /** A logout the server did not confirm (no answer, a server error): the device is signed out all the same. */
    logoutUnconfirmed: '服务器未能确认退出登录：本设备已退出，该会话将在令牌到期时自动结束',
    /** Another tab of this browser signed out (or lost the session): this one goes to Login with it. */
    signedOutElsewhere: '已在其他标签页退出登录，请重新登录',
  },
  header: {
    fullScreen: '全屏',
    exitFullScreen: '退出全屏',
    toggleSidebar: '折叠侧边栏',
    /** Phone layout: the button that opens the sidebar drawer. */
    openNavigation: '打开导航菜单',
    /** Phone layout: the drawer holding the sidebar. */
    navigation: '导航菜单',
    /** Phone layout: the button of the menu that holds the header's folded items. */
    more: '更多',
    /** Phone layout: heading of the breadcrumb's pages inside that menu. */
    location: '当前位置',
    userCenter: '个人中心',
    userSet: '个人设置',
    logout: '退出登录',
  },
  errorPages: {
    backHome: '返回首页',
    back: '返回上一页',
    notFound: { code: '404', message: '抱歉，您访问的页面不存在' },
    forbidden: { code: '401', message: '抱歉，您无权访问此页面' },
    serverError: { code: '500', message: '抱歉，服务器出错了' },
    pageLoadFailed: '页面加载失败',
    /** A page's script or style file could not be fetched (network down, or a newer build replaced it). */
    chunkLoadFailed: '页面文件下载失败，可能是网络中断或系统已更新，请重试。',
    retry: '重试',
  },
  login: {
    title: '登录',
    userName: '用户名',
    password: '密码',
    captchaCode: '验证码',
    captchaImage: '验证码图片，点击刷新',
    submit: '登录',
    submitting: '登录中…',
    captchaMissing: '验证码未能加载，请点击验证码重新获取后再登录',
  },
  profile: {
    realName: '姓名',
    email: '邮箱',
    phone: '手机号',
    avatar: '头像',
    save: '保存',
    saved: '个人信息已更新',
    oldPassword: '原密码',
    newPassword: '新密码',
    confirmPassword: '确认新密码',
    passwordMismatch: '两次输入的新密码不一致',
    changePassword: '修改密码',
    passwordChanged: '密码已修改',
  },
  permission: {
    directiveMisuse: `need rights! Like v-permission="'module.add'" or v-permission="['module.add','module.edit']"`,
    functionMisuse: "need permissions!  value like 'module.add' or ['module.add','module.edit']",
  },
  language: {
    /** Accessible name of the language switch; `{language}` is the other language's own name. */
    switchTo: '切换语言为 {language}',
  },
  storage: {
    unsupported: '您的浏览器不支持 localStorage',
  },
} as const;
