import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { components } from '../../../shared/contract/schema';
import { canAccess } from './access';
import { menuTreeFor } from './menu-tree';
import { seedMenus } from './seed-menus';
import { buildSeed } from './seed';
import { createStore, type Store } from './store';

type MenuNode = components['schemas']['MenuNode'];

const DOCS_URL = 'https://docs.example.test/';

interface Row {
  child: boolean;
  routeName: string;
  routePath: string;
  component: string;
  name: string;
  icon: string;
  showStatus: number;
  actions: string[];
}

/** The seeded menu table of mock-server/README.md, row by row. */
function seedTable(): Row[] {
  const doc = readFileSync(path.resolve(__dirname, '../../README.md'), 'utf8');
  const table = doc.slice(doc.indexOf('| routeName | routePath |'));
  return table
    .split('\n')
    .slice(2)
    .filter((line) => line.startsWith('|'))
    .map((line) => {
      const [name, routePath, component, title, icon, showStatus, actions] = line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim());
      return {
        child: /^[├└]/.test(name!),
        routeName: name!.replace(/^[├└]\s*/, ''),
        routePath: routePath!,
        component: component!,
        name: title!,
        icon: icon!,
        showStatus: Number(showStatus),
        actions: actions!.startsWith('(') || actions === '' ? [] : actions!.split(',').map((a) => a.trim()),
      };
    });
}

const flatten = (nodes: MenuNode[]): MenuNode[] => nodes.flatMap((node) => [node, ...flatten(node.children)]);

describe('the seeded menu tree', () => {
  let store: Store;
  beforeAll(async () => {
    store = createStore(await buildSeed({ scryptCost: 1024, docsUrl: DOCS_URL, now: Date.now() }));
  });

  it('gives root every row of the seeded menu table in the mock README, in its order, with every action', () => {
    const rows = seedTable();
    expect(rows.length).toBeGreaterThan(20);
    const tree = menuTreeFor(store, store.users.get('u-root')!);
    const nodes = flatten(tree);
    expect(nodes.map((n) => n.routeName)).toEqual(rows.map((r) => r.routeName));
    rows.forEach((row, i) => {
      const node = nodes[i]!;
      expect({ ...node, children: undefined, id: undefined, sequence: undefined }).toEqual({
        routeName: row.routeName,
        routePath: row.routePath,
        component: row.component,
        name: row.name,
        icon: row.icon,
        showStatus: row.showStatus,
        actions: row.actions.map((code) => ({ code, name: expect.any(String) })),
        ...(row.routeName === 'ExternalLink' ? { href: DOCS_URL } : {}),
        children: undefined,
        id: undefined,
        sequence: undefined,
      });
      expect(tree.includes(node)).toBe(!row.child);
    });
  });

  it('gives staff exactly their part: read-only, SystemUser.query alone under System, UserSet.edit', () => {
    const tree = menuTreeFor(store, store.users.get('u-staff')!);
    const summary = (nodes: MenuNode[]): unknown =>
      nodes.map((n) => [
        n.routeName,
        n.actions.map((a) => a.code).join(','),
        ...(n.children.length ? [summary(n.children)] : []),
      ]);
    expect(summary(tree)).toEqual([
      ['Dashboard', 'query'],
      ['System', '', [['SystemUser', 'query']]],
      [
        'ComponentsDemo',
        '',
        [
          ['CountTo', 'query'],
          ['BackToTop', 'query'],
          ['Bpmn', 'query'],
          ['TableFormGenerator', 'query'],
          ['ElFormGenerator', 'query'],
          ['CodeSandbox', 'query'],
        ],
      ],
      [
        'ListPage',
        '',
        [
          ['QueryList', 'query'],
          ['StandardList', 'query'],
        ],
      ],
      [
        'UserPage',
        '',
        [
          ['UserCenter', 'query'],
          ['UserSet', 'query,edit'],
        ],
      ],
      ['ExternalLink', ''],
    ]);
  });

  it('orders children by sequence, whatever order they are stored in', () => {
    const menus = seedMenus(DOCS_URL).reverse();
    const reversed = createStore({ ...store.snapshot(), menus });
    const tree = menuTreeFor(reversed, reversed.users.get('u-root')!);
    expect(tree.map((n) => n.routeName).slice(0, 3)).toEqual(['Dashboard', 'System', 'ComponentsDemo']);
    expect(tree[1]!.children.map((n) => n.routeName)).toEqual([
      'SystemMenu',
      'SystemResource',
      'SystemRole',
      'SystemUser',
      'SystemOperationLog',
      'SystemSignInLog',
    ]);
  });

  it('shows nothing of a disabled role', () => {
    const local = createStore(store.snapshot());
    local.roles.update('r-staff', { status: 'disabled' });
    expect(menuTreeFor(local, local.users.get('u-staff')!)).toEqual([]);
  });
});

describe('canAccess', () => {
  let store: Store;
  beforeAll(async () => {
    store = createStore(await buildSeed({ scryptCost: 1024, docsUrl: DOCS_URL, now: Date.now() }));
  });

  it('lets root use every seeded system endpoint', () => {
    const root = store.users.get('u-root')!;
    for (const resource of store.resources.all())
      expect(canAccess(store, root, resource.method, resource.path)).toBe(true);
  });

  it('lets staff read the user list and nothing else', () => {
    const staff = store.users.get('u-staff')!;
    expect(canAccess(store, staff, 'GET', '/api/v1/users')).toBe(true);
    expect(canAccess(store, staff, 'get', '/api/v1/users/{id}')).toBe(true);
    expect(canAccess(store, staff, 'POST', '/api/v1/users')).toBe(false);
    expect(canAccess(store, staff, 'DELETE', '/api/v1/users/{id}')).toBe(false);
    expect(canAccess(store, staff, 'GET', '/api/v1/roles')).toBe(false);
    expect(canAccess(store, staff, 'GET', '/api/v1/unknown')).toBe(false);
  });
});
