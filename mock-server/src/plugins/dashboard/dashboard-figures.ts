import type { components } from '../../../../shared/contract/schema';
import type { Store } from '../../data/store';
import { lastDays } from '../../lib/dates';

type Dashboard = components['schemas']['Dashboard'];

/** Days the dashboard's series covers: two periods of {@link PERIOD_DAYS}. */
const SERIES_DAYS = 14;
/** Days of one comparison period. */
const PERIOD_DAYS = 7;
/** The contract's bounds on the breakdown and the recent sign-ins. */
const TOP_ROLES = 6;
const RECENT_SIGN_INS = 10;

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** The roles holding the most users, most first (ties by name), each with its number of users. */
function usersByRole(store: Store): Dashboard['usersByRole'] {
  const users = store.users.all();
  return store.roles
    .all()
    .map((role) => ({ name: role.name, count: users.filter((user) => user.roleIds.includes(role.id)).length }))
    .filter((entry) => entry.count > 0)
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name))
    .slice(0, TOP_ROLES);
}

/**
 * The dashboard's figures at `now`: the counts, 14 days of sign-ins (refused ones beside them),
 * the last 7 days beside the 7 before, users by status and role, and the latest sign-ins.
 */
export function dashboardFigures(store: Store, activeSessions: number, now: number): Dashboard {
  const logins = lastDays(now, SERIES_DAYS).map((date) => ({
    date,
    count: store.logins.count(date),
    failed: store.failedLogins.count(date),
  }));
  const previous = logins.slice(0, SERIES_DAYS - PERIOD_DAYS);
  const current = logins.slice(SERIES_DAYS - PERIOD_DAYS);
  const periodStart = Date.parse(`${current[0]?.date}T00:00:00`);
  const users = store.users.all();
  const figure = (pick: (day: (typeof logins)[number]) => number) => ({
    current: sum(current.map(pick)),
    previous: sum(previous.map(pick)),
  });
  return {
    counts: {
      users: users.length,
      roles: store.roles.count(),
      menus: store.menus.count(),
      activeSessions,
    },
    logins,
    comparison: {
      periodDays: PERIOD_DAYS,
      signIns: figure((day) => day.count),
      failedSignIns: figure((day) => day.failed),
      users: {
        current: users.length,
        previous: users.filter((user) => Date.parse(user.createdAt) < periodStart).length,
      },
    },
    usersByStatus: {
      enabled: users.filter((user) => user.status === 'enabled').length,
      disabled: users.filter((user) => user.status === 'disabled').length,
    },
    usersByRole: usersByRole(store),
    recentSignIns: store.signIns
      .latest()
      .flatMap(({ userId, at }) => {
        const user = store.users.get(userId);
        return user ? [{ userName: user.userName, realName: user.realName, at }] : [];
      })
      .slice(0, RECENT_SIGN_INS),
  };
}
