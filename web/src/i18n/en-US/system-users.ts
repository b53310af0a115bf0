import type { CatalogueOf } from '@/i18n/catalogue';
import type { systemUsers as zhCNSystemUsers } from '@/i18n/zh-CN/system-users';

/** en-US catalogue section `systemUsers`: texts of user management. */
export const systemUsers: CatalogueOf<typeof zhCNSystemUsers> = {
  title: 'Users',
  tableLabel: 'User list',
  add: 'New user',
  createTitle: 'New user',
  editTitle: 'Edit user',
  userName: 'User name',
  realName: 'Full name',
  password: 'Password',
  confirmPassword: 'Confirm password',
  passwordHelpEdit: 'Leave empty to keep the current password',
  email: 'Email',
  phone: 'Phone',
  roles: 'Roles',
  status: 'Status',
  createdAt: 'Created',
  operations: 'Actions',
  searchPlaceholder: 'User name, full name, email or phone',
  roleFilter: 'Filter by role',
  allRoles: 'All roles',
  enabled: 'Enabled',
  disabledRole: '{name} (disabled)',
  noRoles: 'No roles assigned',
  userNameFormat:
    'A user name starts with a letter or digit and holds only letters, digits, _ . @ -, at most 64 characters',
  rolesUnavailable: 'The role list failed to load',
  created: 'User created',
  updated: 'User updated',
  deleted: 'User deleted',
  statusChanged: 'User status updated',
  confirmDelete: 'Delete the user {name}? They will no longer be able to sign in.',
  empty: 'No users',
};
