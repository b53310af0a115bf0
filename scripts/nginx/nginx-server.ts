/**
 * Runs Debian's nginx with the real configuration (`deploy/nginx/`) on loopback, for tests and for
 * trying the production web server without Docker. Everything nginx writes (pid, logs, temp
 * files) lives in a fresh temp prefix that `stop()` removes; the template is rendered with the same
 * variables the container sets, except the listen address and the site root.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { requireNginx } from '../ensure-tools';
import { renderTemplate } from './render-template';

const deployDir = path.resolve(__dirname, '../../deploy/nginx');
const MIME_TYPES = '/etc/nginx/mime.types';
const START_TIMEOUT_MS = 10_000;

/** What the harness serves and where `/api/` goes. */
export interface NginxOptions {
  /** Site root: the production build (`dist/`) or a fixture with the same layout. */
  root: string;
  /** `API_UPSTREAM` as the container gets it: scheme://host[:port], e.g. `http://127.0.0.1:10088`. */
  apiUpstream: string;
  /** Loopback port to listen on; 0 picks a free one. @default 0 */
  port?: number;
}

/** A configuration written to a temp prefix, ready for `nginx -t` or for serving. */
export interface PreparedNginx {
  prefix: string;
  confFile: string;
  port: number;
  /** Removes the temp prefix. */
  cleanUp: () => void;
}

/** A running nginx. */
export interface RunningNginx {
  /** `http://127.0.0.1:<port>` */
  url: string;
  /** Stops nginx and removes its temp prefix. */
  stop: () => Promise<void>;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** The main context the official image provides, with every path moved into `prefix`. */
function mainConfig(prefix: string): string {
  const temp = (name: string) => `${name}_temp_path ${path.join(prefix, 'temp', name)};`;
  return `worker_processes 1;
pid ${path.join(prefix, 'nginx.pid')};
error_log ${path.join(prefix, 'error.log')} warn;
events { worker_connections 512; }
http {
    include ${MIME_TYPES};
    default_type application/octet-stream;
    access_log ${path.join(prefix, 'access.log')};
    ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n    ')}
    sendfile on;
    keepalive_timeout 65;
    include conf.d/*.conf;
}
`;
}

/**
 * Writes the rendered configuration into a new temp prefix: `nginx.conf` (main context),
 * `snippets/` as committed, and `conf.d/default.conf` rendered from the template.
 */
export async function prepareNginx(options: NginxOptions): Promise<PreparedNginx> {
  if (!existsSync(MIME_TYPES)) throw new Error(`${MIME_TYPES} is missing: install Debian's "nginx" package`);
  const port = options.port || (await freePort());
  const prefix = mkdtempSync(path.join(os.tmpdir(), 'nginx-'));
  // When the tests run as root, nginx's workers run as nobody and must reach the prefix.
  chmodSync(prefix, 0o755);
  mkdirSync(path.join(prefix, 'conf.d'));
  mkdirSync(path.join(prefix, 'temp'));
  cpSync(path.join(deployDir, 'snippets'), path.join(prefix, 'snippets'), { recursive: true });
  const template = readFileSync(path.join(deployDir, 'templates', 'default.conf.template'), 'utf8');
  const site = renderTemplate(template, {
    API_UPSTREAM: options.apiUpstream,
    NGINX_LISTEN: `127.0.0.1:${port}`,
    NGINX_ROOT: path.resolve(options.root),
  });
  writeFileSync(path.join(prefix, 'conf.d', 'default.conf'), site);
  const confFile = path.join(prefix, 'nginx.conf');
  writeFileSync(confFile, mainConfig(prefix));
  return { prefix, confFile, port, cleanUp: () => rmSync(prefix, { recursive: true, force: true }) };
}

/** `nginx -t` on a prepared configuration: whether it passed and what nginx said. */
export function testNginxConfig(prepared: PreparedNginx): { ok: boolean; output: string } {
  const result = spawnSync(requireNginx(), ['-t', '-p', `${prepared.prefix}/`, '-c', prepared.confFile], {
    encoding: 'utf8',
  });
  return { ok: result.status === 0, output: `${result.stdout}${result.stderr}` };
}

function waitForPort(port: number, child: ChildProcess, stderr: () => string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      if (child.exitCode !== null) {
        reject(new Error(`nginx exited with ${child.exitCode}: ${stderr()}`));
        return;
      }
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error(`nginx did not listen on ${port}: ${stderr()}`));
        else setTimeout(attempt, 50);
      });
    };
    attempt();
  });
}

/** Renders the configuration, checks it with `nginx -t` and starts nginx in the foreground. */
export async function startNginx(options: NginxOptions): Promise<RunningNginx> {
  const prepared = await prepareNginx(options);
  const check = testNginxConfig(prepared);
  if (!check.ok) {
    prepared.cleanUp();
    throw new Error(`nginx -t failed:\n${check.output}`);
  }
  const child = spawn(requireNginx(), ['-p', `${prepared.prefix}/`, '-c', prepared.confFile, '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    await waitForPort(prepared.port, child, () => stderr);
  } catch (err) {
    child.kill('SIGTERM');
    await exited;
    prepared.cleanUp();
    throw err;
  }
  return {
    url: `http://127.0.0.1:${prepared.port}`,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      prepared.cleanUp();
    },
  };
}
