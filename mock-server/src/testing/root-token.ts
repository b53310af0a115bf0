import type { Server } from '@hapi/hapi';
import { rootUser } from '../data/built-ins';

/**
 * An access token `server` issues for its built-in root account, found by its flag as any client
 * would find it: for benches and faults that call the mock as root without a login.
 */
export function rootToken(server: Server): string {
  const root = rootUser(server.app.mock.store);
  if (!root) throw new Error('the mock holds no built-in root account (no user with builtIn: true)');
  return server.app.mock.tokens.issue(root.id).accessToken;
}
