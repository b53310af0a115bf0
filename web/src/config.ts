/**
 * Site configuration. Each value can be overridden at build time through a `PUBLIC_*`
 * environment variable, which rsbuild inlines into the bundle.
 */

/**
 * Reads one inlined variable. Rsbuild replaces `process.env.PUBLIC_X` only when the variable was
 * set at build time; otherwise the browser has no `process` and the read throws, so the default
 * applies.
 */
function fromEnv(read: () => string | undefined, fallback: string): string {
  try {
    return read() || fallback;
  } catch {
    return fallback;
  }
}

/** The site configuration the app reads. */
export interface SiteConfig {
  /** Full site name (page titles, login page). @default 'Admin Back Office' */
  siteName: string;
  /** Short name beside the sidebar logo. @default 'Admin' */
  shortName: string;
  /** Footer copyright line. @default '© 2026 Admin Back Office' */
  copyright: string;
  /** Base URL of the API, host omitted for the same origin. @default '/api/v1' */
  apiBaseUrl: string;
  /** Documentation site. @default 'https://github.com/LyricTian/gin-admin' */
  docsUrl: string;
}

/** The site configuration, with build-time overrides applied. */
export const siteConfig: SiteConfig = {
  siteName: fromEnv(() => process.env.PUBLIC_SITE_NAME, 'Admin Back Office'),
  shortName: fromEnv(() => process.env.PUBLIC_SHORT_NAME, 'Admin'),
  copyright: fromEnv(() => process.env.PUBLIC_COPYRIGHT, '© 2026 Admin Back Office'),
  apiBaseUrl: fromEnv(() => process.env.PUBLIC_API_BASE_URL, '/api/v1'),
  docsUrl: fromEnv(() => process.env.PUBLIC_DOCS_URL, 'https://github.com/LyricTian/gin-admin'),
};

/**
 * How long the code sandbox lets a run's code go on before it stops it (its worker is terminated).
 * @default 5000
 */
export const SANDBOX_TIME_LIMIT_MS = 5000;
