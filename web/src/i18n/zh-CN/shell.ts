/** zh-CN catalogue section `shell`: texts of the app shell's pages: validation, login, user center, user settings. */
export const shell = {
  validation: {
    required: '请输入{field}',
    sameAsOld: '新密码不能与原密码相同',
    avatarTooLarge: '头像图片不能超过 {kb} KB',
    avatarNotImage: '请选择图片文件',
  },
  login: {
    subtitle: '欢迎回来，请登录您的账号',
    captchaFailed: '验证码加载失败，点击重试',
  },
  userCenter: {
    title: '个人中心',
    userName: '用户名',
    realName: '姓名',
    roles: '角色',
    email: '邮箱',
    phone: '手机号',
    empty: '未填写',
    /** Between the names of the user's roles. */
    roleSeparator: '、',
  },
  userSet: {
    profile: '基本资料',
    password: '修改密码',
    chooseAvatar: '选择图片',
  },
  layout: {
    /** Accessible name of the sidebar menu (the e2e suite finds the sidebar by it). */
    menu: '主菜单',
    /** Accessible name of the page spinner and the top loading bar. */
    loading: '加载中',
    /** The title of the caret on a group inside the collapsed sidebar's flyout (Blueprint's is English). */
    openSubmenu: '展开子菜单',
  },
  /** Titles of the fixed routes (the spec's route table): breadcrumb and browser tab. */
  routeTitles: {
    login: '登录',
    notFound: '页面不存在',
    noPermission: '无权访问',
    serverError: '服务器错误',
  },
} as const;
