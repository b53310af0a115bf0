/**
 * Which built file answers a path (nginx's location and `try_files` rules, as nginx-site.ts reads
 * them) and how it is sent: its precompressed twin when the client accepts one.
 */
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import type Hapi from '@hapi/hapi';
import { chooseEncoding, PRECOMPRESSED, type Precompressed } from './content-encoding';
import type { NginxSite, SiteLocation } from './nginx-site';

/** The outcome for a path: the file to send (relative to the build), or none (404), and the location whose headers apply. */
export interface StaticAnswer {
  file: string | null;
  location: SiteLocation | null;
}

/** nginx follows internal redirects up to ten times, then fails the request. */
const MAX_REDIRECTS = 10;

/** The file under `distDir` that `uriPath` names, relative; `null` when there is none or it lies outside. */
function existingFile(distDir: string, uriPath: string): string | null {
  // A trailing slash names a directory, never a file (`/arcgis.html/` is not `/arcgis.html`).
  if (uriPath.endsWith('/')) return null;
  const full = path.resolve(distDir, `.${uriPath}`);
  if (!full.startsWith(distDir + path.sep) || !existsSync(full) || !statSync(full).isFile()) return null;
  return path.relative(distDir, full);
}

/**
 * Resolves `uriPath` (decoded) as nginx would: the matching location's `try_files` entries in
 * turn, `$uri` standing for the path; the last entry is a status (`=404`) or a path to start
 * over with (an internal redirect, whose location's headers then apply). A location without
 * `try_files` serves the file itself.
 */
export function resolveStatic(site: NginxSite, distDir: string, uriPath: string, redirects = 0): StaticAnswer {
  const location = site.match(uriPath);
  if (location === null || location.proxied) return { file: null, location };
  const entries = location.tryFiles.length > 0 ? location.tryFiles : ['$uri', '=404'];
  for (const entry of entries.slice(0, -1)) {
    const file = existingFile(distDir, entry.replaceAll('$uri', uriPath));
    if (file !== null) return { file, location };
  }
  const last = entries.at(-1) ?? '=404';
  if (/^=\d+$/.test(last) || redirects >= MAX_REDIRECTS) return { file: null, location };
  return resolveStatic(site, distDir, last.replaceAll('$uri', uriPath), redirects + 1);
}

/** The encodings `relative` has a twin in beside it. */
export function twinsOf(distDir: string, relative: string): Precompressed[] {
  return PRECOMPRESSED.filter(({ suffix }) => existsSync(path.join(distDir, `${relative}${suffix}`))).map(
    (t) => t.encoding,
  );
}

/**
 * Sends `relative` (a file of the build), or its twin in the encoding the request accepts best,
 * as it is: typed as the file itself and marked compressed, so Hapi compresses nothing again.
 */
export function serveFile(
  request: Hapi.Request,
  h: Hapi.ResponseToolkit,
  distDir: string,
  relative: string,
): Hapi.ResponseObject {
  const twins = twinsOf(distDir, relative);
  const accept: unknown = request.headers['accept-encoding'];
  const encoding = chooseEncoding(typeof accept === 'string' ? accept : undefined, twins);
  const suffix = PRECOMPRESSED.find((t) => t.encoding === encoding)?.suffix ?? '';
  const response = h.file(`${relative}${suffix}`, { confine: distDir });
  if (encoding !== null) {
    const mime = request.server.mime.path(relative);
    response.type('type' in mime ? mime.type : 'application/octet-stream').compressed(encoding);
  }
  // Caches keep one copy per encoding the client accepts.
  if (twins.length > 0) response.vary('accept-encoding');
  return response;
}
