import type { PermissionCode } from '@shared/permissions';

export type { PermissionCode };

/**
 * A permission check's value as code writes it: one seeded permission code, or a non-empty list
 * of which one is enough. Typed by the shared registry so that a misspelt code fails the build.
 */
export type PermissionValue = PermissionCode | readonly PermissionCode[];

/**
 * What the check accepts at run time: any string or non-empty list of strings. Wider than
 * `PermissionValue` because the user's permissions may include codes added through the menus page.
 */
type PermissionShape = string | readonly string[];

/** Whether `value` is a string or a non-empty array of strings. */
export function isPermissionValue(value: unknown): value is PermissionShape {
  return (
    typeof value === 'string' ||
    (Array.isArray(value) && value.length > 0 && value.every((item) => typeof item === 'string'))
  );
}

/** Whether `permissions` holds at least one of `value`'s permissions. */
export function holdsAny(value: PermissionShape, permissions: readonly string[]): boolean {
  const wanted = typeof value === 'string' ? [value] : value;
  return wanted.some((permission) => permissions.includes(permission));
}
