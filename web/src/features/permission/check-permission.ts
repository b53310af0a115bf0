/** A permission check's value: one permission, or a non-empty list of which one is enough. */
export type PermissionValue = string | readonly string[];

/** Whether `value` is a string or a non-empty array of strings. */
export function isPermissionValue(value: unknown): value is PermissionValue {
  return (
    typeof value === 'string' ||
    (Array.isArray(value) && value.length > 0 && value.every((item) => typeof item === 'string'))
  );
}

/** Whether `permissions` holds at least one of `value`'s permissions. */
export function holdsAny(value: PermissionValue, permissions: readonly string[]): boolean {
  const wanted = typeof value === 'string' ? [value] : value;
  return wanted.some((permission) => permissions.includes(permission));
}
