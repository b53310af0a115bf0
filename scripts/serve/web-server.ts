/**
 * The production web server: the built app from `dist/` and `/api` proxied to the API (the mock
 * server locally). It answers as the nginx configuration does (deploy/nginx/, read through
 * nginx-site.ts): the same locations, `try_files` fallbacks, caching and security headers. Used by
 * `npm start`, the end-to-end tests and the benches.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import Boom from '@hapi/boom';
import h2o2 from '@hapi/h2o2';
import Hapi from '@hapi/hapi';
import inert from '@hapi/inert';
import { headersFor, loadSite, type NginxSite, type SiteLocation } from './nginx-site';
import { resolveStatic, serveFile } from './static-files';

/** Options of {@link createWebServer}. */
export interface WebServerOptions {
  /** The built app (`rsbuild build` output). */
  distDir: string;
  /** Origin the `/api` path is proxied to, e.g. `http://127.0.0.1:10088`. */
  apiTarget: string;
  /** Port to listen on; 0 picks a free one. @default 8080 */
  port?: number;
  /** Interface to listen on. @default '127.0.0.1' */
  host?: string;
  /** The nginx site whose locations and headers the server follows. @default loadSite() (deploy/nginx/) */
  site?: NginxSite;
}

/** The location an answer's headers come from, when the handler has settled it. */
interface RequestState {
  location?: SiteLocation | null;
}

/** nginx matches locations against the decoded path; a path that does not decode matches none. */
function decodedPath(request: Hapi.Request): string | null {
  try {
    return decodeURIComponent(request.path);
  } catch {
    return null;
  }
}

/**
 * Sets the location's headers on every answer, errors included. They replace the API's own, as
 * nginx's proxy_hide_header does, so the browser never sees two policies.
 */
function addSiteHeaders(site: NginxSite): Hapi.Lifecycle.Method {
  return (request, h) => {
    const state = request.app as RequestState;
    const uriPath = decodedPath(request);
    const location =
      state.location !== undefined ? state.location : uriPath === null ? site.match('/') : site.match(uriPath);
    if (!location) return h.continue;
    const { response } = request;
    const status = Boom.isBoom(response) ? response.output.statusCode : response.statusCode;
    for (const rule of headersFor(location, status)) {
      if (Boom.isBoom(response)) response.output.headers[rule.name] = rule.value;
      else response.header(rule.name, rule.value);
    }
    return h.continue;
  };
}

/**
 * What nginx's api-proxy.conf tells the API of the client: its address as X-Real-IP and appended to
 * any X-Forwarded-For it sent (`$proxy_add_x_forwarded_for`), and the scheme it came in by. The
 * API believes them only from a proxy it trusts (the mock's MOCK_TRUSTED_PROXIES).
 */
function forwardingHeaders(request: Hapi.Request): Record<string, string> {
  const client = request.info.remoteAddress;
  const forwardedFor = request.headers['x-forwarded-for'];
  return {
    'x-real-ip': client,
    'x-forwarded-for': forwardedFor ? `${forwardedFor}, ${client}` : client,
    'x-forwarded-proto': request.server.info.protocol,
  };
}

/**
 * Builds the server (initialized, not listening: call `start()`).
 * Throws when `distDir` holds no `index.html`, so a missing build is a clear error.
 */
export async function createWebServer(options: WebServerOptions): Promise<Hapi.Server> {
  const distDir = path.resolve(options.distDir);
  if (!existsSync(path.join(distDir, 'index.html'))) {
    throw new Error(`No index.html in ${distDir}: run \`npm run build\` first.`);
  }
  const site = options.site ?? loadSite();
  const apiTarget = new URL(options.apiTarget).origin;
  const server = Hapi.server({
    host: options.host ?? '127.0.0.1',
    port: options.port ?? 8080,
    routes: { files: { relativeTo: distDir } },
    // Built files come with precompressed twins and the API compresses its own answers: nothing
    // is compressed per request.
    compression: false,
  });
  await server.register([inert, h2o2]);
  server.ext('onPreResponse', addSiteHeaders(site));

  const proxy = {
    proxy: {
      mapUri: (request: Hapi.Request) => ({
        uri: `${apiTarget}${request.url.pathname}${request.url.search}`,
        headers: forwardingHeaders(request),
      }),
      passThrough: true,
    },
  };
  // Named methods: Hapi would prefer the GET catch-all below over a '*' route.
  server.route({ method: 'GET', path: '/api/{rest*}', handler: proxy });
  server.route({
    method: ['POST', 'PUT', 'PATCH', 'DELETE'],
    path: '/api/{rest*}',
    options: { payload: { output: 'stream', parse: false } },
    handler: proxy,
  });

  server.route({
    method: 'GET',
    path: '/{rest*}',
    handler: (request, h) => {
      const uriPath = decodedPath(request);
      if (uriPath === null) throw Boom.badRequest('Malformed path');
      const resolved = resolveStatic(site, distDir, uriPath);
      (request.app as RequestState).location = resolved.location;
      if (resolved.file === null) throw Boom.notFound();
      return serveFile(request, h, distDir, resolved.file);
    },
  });

  await server.initialize();
  return server;
}
