import { setTimeout as sleep } from 'node:timers/promises';
import type { components } from '@shared/contract/schema';
import { bodyOf } from './api-client';
import { errorCode } from './mock-api';
import type { SignedInClient } from './signed-in-client';
import { type EndedSession, example, type SoakTally } from './tally';
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
/** What a logged-out sign-in's tokens are tried with: a request, and a refresh (which would fork it). */
const AFTER_LOGOUT: readonly (readonly [string, string])[] = [
  ['GET', '/pub/current/user'],
  ['POST', '/pub/refresh-token'],
];

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
 * flight would), creates roles, and now and then logs out (trying every token of the ended
 * sign-in again at once, the replaced ones still in their grace included, and after a restart of
 * the mock) and in again.
 */
export async function runSession(plan: SessionPlan): Promise<void> {
  const { client, random, isOver } = plan;
  const pick = () => NAVIGATION[Math.floor(random() * NAVIGATION.length)] ?? '/pub/current/user';
  let ended: { tokens: TokenLife[]; restarts: number } | null = null;
  let creates = 0;

  /** Uses a token that should no longer work; a 2xx means a revocation was lost. */
  const probe = async (token: TokenLife, when: string) => {
    const answer = await client.api.call('GET', '/pub/current/user', { token });
    if (bodyOf(answer) !== undefined) {
      plan.tally.revokedAccepted += 1;
      example(plan.tally, `GET /pub/current/user: 200 for a token logged out ${when}`);
    }
  };

  /** Whether every token of a sign-in just logged out is refused (9999) for a request and a refresh. */
  const sessionEnded = async (tokens: readonly TokenLife[]): Promise<EndedSession> => {
    let outcome: EndedSession = 'refused';
    for (const token of tokens) {
      for (const [method, path] of AFTER_LOGOUT) {
        const answer = await client.api.call(method, path, { token });
        if (bodyOf(answer) !== undefined) {
          example(plan.tally, `${method} ${path}: ${answer?.status} for a token of a sign-in logged out just before`);
          return 'accepted';
        }
        if (answer?.status !== 401 || errorCode(answer) !== 9999) outcome = 'unsure';
      }
    }
    return outcome;
  };

  while (!isOver()) {
    if (!client.token) {
      if (!(await client.logIn())) continue;
      await client.request('GET', '/pub/current/user');
      await client.request('GET', '/pub/current/menutree');
    }
    if (ended && plan.restarts() > ended.restarts) {
      for (const token of ended.tokens) if (token.expiresAt > Date.now()) await probe(token, 'before the restart');
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
      const tokens = await client.logOut();
      if (tokens) {
        plan.tally.endedSessions[await sessionEnded(tokens)] += 1;
        ended = { tokens, restarts: plan.restarts() };
      }
    }
  }
}
