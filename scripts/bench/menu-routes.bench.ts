/**
 * Menu to routes: `buildRoutes` + `collectPermissions` + `routesToMenuEntries` over a 10 000-node
 * tree (100 sections of 99 pages, 4 actions each), and over a hostile 100 000-level chain.
 */
import { performance } from 'node:perf_hooks';
import { type MenuNode, buildRoutes, collectPermissions, routesToMenuEntries } from '../../web/src/features/menu';
import { type BenchResult, rowOf } from './types';

const RUNS = 25;
const actions = ['query', 'add', 'edit', 'delete'].map((code) => ({ code, name: code }));

function node(routeName: string, routePath: string, component: string, children: MenuNode[] = []): MenuNode {
  return { id: routeName, routeName, routePath, component, name: routeName, icon: 'dot', showStatus: 1, sequence: 0, actions, children };
}

function wideTree(): MenuNode[] {
  return Array.from({ length: 100 }, (_, s) =>
    node(`S${s}`, `/s${s}`, '/layouts/RouteView', Array.from({ length: 99 }, (_, p) => node(`S${s}P${p}`, `/s${s}/p${p}`, `s${s}/p${p}`))),
  );
}

function chain(levels: number): MenuNode[] {
  let current = node(`N${levels}`, `/n${levels}`, 'n');
  for (let i = levels - 1; i >= 1; i -= 1) current = node(`N${i}`, `/n${i}`, 'n', [current]);
  return [current];
}

function measure(tree: MenuNode[]): { samples: number[]; permissions: number } {
  const samples: number[] = [];
  let permissions = 0;
  for (let run = 0; run < RUNS; run += 1) {
    const start = performance.now();
    const routes = buildRoutes(tree);
    permissions = collectPermissions(tree).length;
    routesToMenuEntries(routes);
    samples.push(performance.now() - start);
  }
  return { samples, permissions };
}

export async function run(): Promise<BenchResult[]> {
  const wide = measure(wideTree());
  const deep = measure(chain(100_000));
  return [
    { ...rowOf(wide.samples, { name: 'menu to routes + permissions + entries, 10 000 nodes', times: 'three pure functions in Node', unit: 'ms' }), note: `${wide.permissions} permissions` },
    { ...rowOf(deep.samples, { name: 'menu to routes + permissions + entries, 100 000-level chain', times: 'three pure functions in Node', unit: 'ms' }), note: `routes capped at 16 levels; ${deep.permissions} permissions` },
  ];
}
