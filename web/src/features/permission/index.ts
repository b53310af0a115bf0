/** The permission feature's public surface. */
export { type PermissionCode, type PermissionValue, isPermissionValue } from './check-permission';
export { hasPermission } from './has-permission';
export { Permission, type PermissionProps } from './permission';
export { usePermission } from './use-permission';
