import type { SeedFile, SeedKind } from './seed-file-types';

/** What names a record to a developer reading a message: the field they would search the file for. */
const LABELS: Record<SeedKind, (record: Record<string, unknown>) => unknown> = {
  users: (user) => user.userName,
  roles: (role) => role.name,
  menus: (menu) => menu.routeName,
  resources: (resource) =>
    typeof resource.method === 'string' && typeof resource.path === 'string'
      ? `${resource.method} ${resource.path}`
      : undefined,
};

const isKind = (key: string): key is SeedKind => key in LABELS;

/**
 * Where `segments` (a JSON path: `['users', 2, 'email']`) points in `file`, as a developer reads it:
 * `users[2] ("alice").email`. The record's label is left out when the file gives it no string.
 */
export function placeOf(file: unknown, segments: readonly (string | number)[]): string {
  let place = '';
  segments.forEach((segment, index) => {
    place += typeof segment === 'number' || /^\d+$/.test(segment) ? `[${segment}]` : `${place ? '.' : ''}${segment}`;
    const kind = segments[0];
    if (index === 1 && typeof kind === 'string' && isKind(kind)) {
      const record = (file as Partial<Record<SeedKind, unknown[]>>)[kind]?.[Number(segment)];
      const label = record && typeof record === 'object' ? LABELS[kind](record as Record<string, unknown>) : undefined;
      if (typeof label === 'string') place += ` (${JSON.stringify(label)})`;
    }
  });
  return place;
}

/** `placeOf` for a record of a checked seed file and a field path within it. */
export function recordPlace(seed: SeedFile, kind: SeedKind, index: number, ...field: (string | number)[]): string {
  return placeOf(seed, [kind, index, ...field]);
}
