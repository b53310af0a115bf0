import path from 'node:path';

/** One entry of a package-lock.json (v3) `packages` map: what npm ci reads of it. */
export interface LockEntry {
  name?: string;
  version?: string;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
  dev?: boolean;
  optional?: boolean;
  devOptional?: boolean;
  peer?: boolean;
  [field: string]: unknown;
}

export interface Lockfile {
  name: string;
  version: string;
  lockfileVersion: number;
  requires: boolean;
  packages: Record<string, LockEntry>;
}

/**
 * Where Node finds `name` from the package at `from` (a key of `packages`, '' for the root): its
 * own node_modules first, then each folder above. Null when the lock holds it nowhere.
 */
function locate(packages: Record<string, LockEntry>, name: string, from: string): string | null {
  for (let dir = from; ; dir = path.posix.dirname(dir)) {
    const base = dir === '.' ? '' : dir;
    const key = `${base ? `${base}/` : ''}node_modules/${name}`;
    if (packages[key]) return key;
    if (!base) return null;
  }
}

/** The names an entry needs installed: its dependencies, the optional ones the lock holds, and its peers but optional ones. */
function needs(entry: LockEntry): { name: string; optional: boolean }[] {
  const required = Object.keys({ ...entry.dependencies, ...entry.peerDependencies }).map((name) => ({
    name,
    optional: entry.peerDependenciesMeta?.[name]?.optional === true && !entry.dependencies?.[name],
  }));
  return [...required, ...Object.keys(entry.optionalDependencies ?? {}).map((name) => ({ name, optional: true }))];
}

/**
 * The keys of the entries `dependencies` need from the package at `from`, following only required
 * edges or optional ones too; throws when a required one is missing.
 */
function reach(
  packages: Record<string, LockEntry>,
  from: string,
  dependencies: string[],
  withOptional: boolean,
): Set<string> {
  const found = new Set<string>();
  const queue = dependencies.map((name) => ({ name, optional: false, from }));
  for (let next = queue.shift(); next; next = queue.shift()) {
    const key = locate(packages, next.name, next.from);
    if (!key) {
      if (next.optional) continue;
      throw new Error(`${next.name}, needed from ${next.from || 'the root'}, is not in package-lock.json`);
    }
    if (found.has(key)) continue;
    if (packages[key]!.link) throw new Error(`${key} is a link to a workspace: the packed suite cannot depend on one`);
    found.add(key);
    queue.push(
      ...needs(packages[key]!)
        .filter((need) => withOptional || !need.optional)
        .map((need) => ({ ...need, from: key })),
    );
  }
  return found;
}

/**
 * A lockfile for a package of its own that depends on `pkg.dependencies` as the workspace at `from`
 * does: the entries of `lock` those need, moved to the new package's root, so that `npm ci` there
 * installs exactly the versions the repository's lockfile holds. The root lock's flags say how the
 * repository reaches a package, not how this package does, so they are worked out again.
 */
export function extractLock(
  lock: Lockfile,
  from: string,
  pkg: { name: string; version: string; dependencies: Record<string, string> },
): Lockfile {
  const names = Object.keys(pkg.dependencies);
  const required = reach(lock.packages, from, names, false);
  const all = reach(lock.packages, from, names, true);
  const prefix = from ? `${from}/` : '';
  const packages: Record<string, LockEntry> = {
    '': { name: pkg.name, version: pkg.version, dependencies: pkg.dependencies },
  };
  for (const key of [...all].sort()) {
    const { dev: _dev, devOptional: _devOptional, optional: _optional, peer: _peer, ...entry } = lock.packages[key]!;
    const moved = key.startsWith(prefix) ? key.slice(prefix.length) : key;
    if (packages[moved]) throw new Error(`${moved}: two versions would share one place in the packed suite`);
    packages[moved] = required.has(key) ? entry : { ...entry, optional: true };
  }
  return { name: pkg.name, version: pkg.version, lockfileVersion: 3, requires: true, packages };
}
