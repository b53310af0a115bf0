/**
 * The nginx site configuration (deploy/nginx/) read as data: its locations with their headers and
 * `try_files`, and the location nginx picks for a path. The Node web server (`npm start`) answers
 * from this, so the headers, caching and fallbacks of both servers have one source: the nginx
 * files the image ships.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type Directive, parseNginx } from './nginx-parse';

/** deploy/nginx/ of this repository. */
export const DEPLOY_DIR = path.resolve(__dirname, '../../deploy/nginx');

/** One `add_header`. */
export interface HeaderRule {
  name: string;
  value: string;
  /** Sent on every status; without `always`, nginx adds the header to 2xx and 3xx answers only. */
  always: boolean;
}

/** One `location` block. */
export interface SiteLocation {
  /** `=` exact, `^~` prefix that stops the regex search, `~`/`~*` regex, `` plain prefix. */
  modifier: '=' | '^~' | '~' | '~*' | '';
  pattern: string;
  /** Its `add_header`s, those of its includes in place. */
  headers: HeaderRule[];
  /** Its `try_files` arguments; empty when it has none (the file itself or 404). */
  tryFiles: string[];
  /** Whether it proxies (`proxy_pass`). */
  proxied: boolean;
}

/** The parsed site. */
export interface NginxSite {
  locations: SiteLocation[];
  /** The location nginx picks for a decoded path, or `null` when none matches. */
  match: (uriPath: string) => SiteLocation | null;
}

/** The statuses nginx adds a header without `always` to. */
const SUCCESS_STATUSES = new Set([200, 201, 204, 206, 301, 302, 303, 304, 307, 308]);

/** The headers of `location` for an answer with `status`, in configuration order. */
export function headersFor(location: SiteLocation, status: number): HeaderRule[] {
  return location.headers.filter((rule) => rule.always || SUCCESS_STATUSES.has(status));
}

function expandIncludes(directives: Directive[], readInclude: (file: string) => string, depth = 0): Directive[] {
  if (depth > 8) throw new Error('nginx: includes nested deeper than 8 levels');
  return directives.flatMap((directive) =>
    directive.name === 'include'
      ? expandIncludes(parseNginx(readInclude(directive.args[0] ?? '')), readInclude, depth + 1)
      : [directive],
  );
}

function toLocation(directive: Directive, readInclude: (file: string) => string): SiteLocation {
  const [first = '', second] = directive.args;
  const modifier = second === undefined ? '' : first;
  if (!['=', '^~', '~', '~*', ''].includes(modifier)) throw new Error(`nginx: unknown location modifier ${modifier}`);
  const body = expandIncludes(directive.block ?? [], readInclude);
  const headers = body
    .filter((d) => d.name === 'add_header')
    .map(({ args: [name = '', value = '', flag] }): HeaderRule => ({ name, value, always: flag === 'always' }));
  return {
    modifier: modifier as SiteLocation['modifier'],
    pattern: second ?? first,
    headers,
    tryFiles: body.find((d) => d.name === 'try_files')?.args ?? [],
    proxied: body.some((d) => d.name === 'proxy_pass'),
  };
}

/** nginx's order: an exact match; else the longest prefix if `^~`; else the first regex; else the longest prefix. */
function matcher(locations: SiteLocation[]): NginxSite['match'] {
  const regexes = locations
    .filter((l) => l.modifier === '~' || l.modifier === '~*')
    .map((l) => ({ location: l, regex: new RegExp(l.pattern, l.modifier === '~*' ? 'i' : '') }));
  const prefixes = locations
    .filter((l) => l.modifier === '' || l.modifier === '^~')
    .sort((a, b) => b.pattern.length - a.pattern.length);
  return (uriPath) => {
    const exact = locations.find((l) => l.modifier === '=' && l.pattern === uriPath);
    if (exact) return exact;
    const prefix = prefixes.find((l) => uriPath.startsWith(l.pattern)) ?? null;
    if (prefix?.modifier === '^~') return prefix;
    return regexes.find((r) => r.regex.test(uriPath))?.location ?? prefix;
  };
}

/**
 * Parses a site (the `server` block of `template`); `readInclude` answers the text of an
 * `include`d file by the name the configuration gives it (`snippets/x.conf`).
 */
export function parseSite(template: string, readInclude: (file: string) => string): NginxSite {
  const server = parseNginx(template).find((d) => d.name === 'server');
  if (!server?.block) throw new Error('nginx: the template has no server block');
  // A header set at server level would reach only locations without add_header of their own.
  if (server.block.some((d) => d.name === 'add_header'))
    throw new Error('nginx: put add_header in the locations, not the server');
  const locations = server.block.filter((d) => d.name === 'location').map((d) => toLocation(d, readInclude));
  return { locations, match: matcher(locations) };
}

/** The site of `deploy/nginx/` (its template and snippets). */
export function loadSite(deployDir: string = DEPLOY_DIR): NginxSite {
  const template = readFileSync(path.join(deployDir, 'templates', 'default.conf.template'), 'utf8');
  return parseSite(template, (file) => readFileSync(path.join(deployDir, file), 'utf8'));
}
