import { randomBytes } from 'node:crypto';
import type { Server } from '@hapi/hapi';
import type { MockConfig } from '../config';
import { createServer } from '../server';

/**
 * A throwaway mock for a test or a tool to start: a free loopback port, a secret of its own, no
 * data file, no request log and a cheap scrypt cost, then `overrides`. It is created, not started.
 */
export function loopbackMock(overrides: Partial<MockConfig> = {}): Promise<Server> {
  return createServer({
    host: '127.0.0.1',
    port: 0,
    jwtSecret: randomBytes(32).toString('hex'),
    logRequests: false,
    scryptCost: 1024,
    dataFile: null,
    ...overrides,
  });
}
