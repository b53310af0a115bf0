import { setTimeout as sleep } from 'node:timers/promises';
import type { components } from '../../shared/contract/schema';
import { bodyOf } from './api-client';
import type { SignedInClient } from './signed-in-client';
import { example, type SoakTally } from './tally';
import type { TokenLife } from './token-life';

type RoleMenu = components['schemas']['RoleMenu'];
type SystemRole = components['schemas']['SystemRole'];
type RoleParam = components['schemas']['SystemRoleParam'];

/** The pages a signed-in user moves between (what each page loads first). */
const NAVIGATION = ['/pub/current/user', '/pub/current/menutree', '/pub/dashboard', '/users', '/roles', '/menus'];
/** A user's pause between two requests: 200 ms to 1 s. */
const THINK_MIN_MS = 200;
const THINK_SPREAD_MS = 800;
/** Chances per round of pages: a create, a logout (and a login again). */
const CREATE_CHANCE = 0.05;
const LOGOUT_CHANCE = 0.04;
/** Chance that a request sent just before a refresh is answered after it (with the old token). */
const IN_FLIGHT_CHANCE = 0.5;
/** Chance that a client tries its token again right after logging out. */
const PROBE_CHANCE = 0.5;

/** A create the mock acknowledged (2xx), to be found again at the end. */
export interface AcknowledgedCreate {
  id: string;
  name: string;
}

/** One session's part in the run. */
export interface SessionPlan {
  client: SignedInClient;
  random: () => number;
  tally: SoakTally;
  isOver: () => boolean;
  /** How many times the mock has been restarted so far. */
  restarts: () => number;
  /** Names of the roles the session creates start with it (unique per session). */
  rolePrefix: string;
  /** The grants of each role it creates. */
  createdRoleMenus: RoleMenu[];
  onAcknowledged: (create: AcknowledgedCreate) => void;
}

/**
 * One user for the whole run: logs in, opens the current user and menu tree, browses the lists
 * and the dashboard, refreshes when due (sometimes still using the old token, as a request in
 * flight would), creates roles, and now and then logs out (trying the ended token again, also
 * after a restart of the mock) and in again.
 */
export async function runSession(plan: SessionPlan): Promise<void> {
  const { client, random, isOver } = plan;
  const pick = () => NAVIGATION[Math.floor(random() * NAVIGATION.length)] ?? '/pub/current/user';
  let ended: { token: TokenLife; restarts: number } | null = null;
  let creates = 0;

  /** Uses a token that should no longer work; a 2xx means a revocation was lost. */
  const probe = async (token: TokenLife, when: string) => {
    const answer = await client.api.call('GET', '/pub/current/user', { token });
    if (bodyOf(answer) !== undefined) {
      plan.tally.revokedAccepted += 1;
      example(plan.tally, `GET /pub/current/user: 200 for a token logged out ${when}`);
    }
  };

  while (!isOver()) {
    if (!client.token) {
      if (!(await client.logIn())) continue;
      await client.request('GET', '/pub/current/user');
      await client.request('GET', '/pub/current/menutree');
    }
    if (ended && plan.restarts() > ended.restarts && ended.token.expiresAt > Date.now()) {
      await probe(ended.token, 'before the restart');
      ended = null;
    }
    const pages = 1 + Math.floor(random() * 3);
    for (let i = 0; i < pages && !isOver(); i += 1) {
      await sleep(THINK_MIN_MS + random() * THINK_SPREAD_MS);
      const replaced = await client.refreshIfDue();
      if (replaced && random() < IN_FLIGHT_CHANCE) await client.api.call('GET', pick(), { token: replaced });
      await client.request('GET', pick());
    }
    if (creates === 0 || random() < CREATE_CHANCE) {
      creates += 1;
      const name = `${plan.rolePrefix}-${creates}`;
      const param: RoleParam = { name, memo: 'soak', menus: plan.createdRoleMenus };
      const role = bodyOf<SystemRole>(await client.request('POST', '/roles', param));
      if (role) plan.onAcknowledged({ id: role.id, name: role.name });
    }
    if (random() < LOGOUT_CHANCE) {
      const token = await client.logOut();
      if (token && random() < PROBE_CHANCE) await probe(token, 'just before');
      if (token) ended = { token, restarts: plan.restarts() };
    }
  }
}
