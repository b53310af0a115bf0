import { as } from './system';
import { RUN_PREFIX, type contractTarget } from './target';

type Target = ReturnType<typeof contractTarget>;

/** A menu as the system API answers it. */
export interface RunMenu {
  id: string;
  parentId: string | null;
  routeName: string;
  routePath: string;
  name: string;
  actions: { code: string; name: string; resourceIds: string[] }[];
}

/** A menu to create: where it hangs, its actions (code -> the resource ids it binds) and its sequence. */
export interface MenuPlan {
  /** @default null (top level) */
  parentId?: string | null;
  /** @default {} */
  actions?: Record<string, string[]>;
  /** @default 900 */
  sequence?: number;
}

let serial = 0;

/** A route name and path no other menu has; the path carries the run prefix, so the CLI's sweep deletes the menu. */
export function runRoute(kind: string): { routeName: string; routePath: string } {
  serial += 1;
  const suffix = `${Date.now().toString(36)}${serial}`;
  return {
    routeName: `${kind[0]!.toUpperCase()}${kind.slice(1)}${suffix}`,
    routePath: `/${RUN_PREFIX}-${kind}-${suffix}`,
  };
}

/** The body that creates a menu of this run as `plan` says, on a fresh route, its actions named by their codes. */
export function runMenuBody(kind: string, plan: MenuPlan = {}) {
  const actions = Object.entries(plan.actions ?? {}).map(([code, resourceIds]) => ({ code, name: code, resourceIds }));
  return {
    parentId: plan.parentId ?? null,
    ...runRoute(kind),
    component: 'dashboard',
    name: kind,
    icon: 'cog',
    showStatus: 1,
    sequence: plan.sequence ?? 900,
    actions,
  };
}

/** Creates, as the bearer of `token`, a menu of this run as `plan` says; answers it as created. */
export async function createRunMenu(t: Target, token: string, kind: string, plan: MenuPlan = {}): Promise<RunMenu> {
  return t.check(await as(t, token).post('/menus', runMenuBody(kind, plan)), 200).body as RunMenu;
}
