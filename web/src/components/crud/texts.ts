/** zh-CN texts of the shared list-and-form pieces: validation, row actions, status. */
export const crudTexts = {
  required: '请输入{field}',
  minLength: '{field}至少 {min} 个字符',
  email: '请输入有效的邮箱地址',
  phone: '请输入有效的手机号',
  mismatch: '两次输入的密码不一致',
  edit: '编辑',
  delete: '删除',
  editRow: '编辑 {name}',
  deleteRow: '删除 {name}',
  enableRow: '启用 {name}',
  enabled: '启用',
  disabled: '停用',
  searchPlaceholder: '输入关键字搜索',
  search: '查询',
  reset: '重置',
  refresh: '刷新',
} as const;
