/**
 * Finds the Debian tools the delivery and end-to-end tests drive, `nginx`, `docker-compose`,
 * Chromium, Firefox ESR, WebKitGTK's WebDriver and Xvfb (the display WebKit draws into), and prints
 * their paths. Run as root on Debian, it installs the missing ones with apt
 * (one `apt-get update` for all), and the fonts of the screenshots; anywhere else it fails
 * and says which package to install (or which variable points at the binary). It never downloads
 * a browser build.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

/** A binary the tests need, where to look for it and the Debian package that ships it. */
interface Tool {
  name: string;
  envVar: string;
  debianPackage: string;
  paths: string[];
}

const TOOLS: Record<'nginx' | 'dockerCompose' | 'chromium' | 'firefox' | 'webkitWebDriver' | 'xvfb', Tool> = {
  nginx: { name: 'nginx', envVar: 'NGINX_BIN', debianPackage: 'nginx', paths: ['/usr/sbin/nginx'] },
  dockerCompose: {
    name: 'docker-compose',
    envVar: 'DOCKER_COMPOSE_BIN',
    debianPackage: 'docker-compose',
    paths: ['/usr/bin/docker-compose'],
  },
  chromium: {
    name: 'chromium',
    envVar: 'CHROME_PATH',
    debianPackage: 'chromium',
    paths: ['/usr/bin/chromium', '/usr/bin/chromium-browser'],
  },
  firefox: {
    name: 'firefox-esr',
    envVar: 'FIREFOX_PATH',
    debianPackage: 'firefox-esr',
    paths: ['/usr/bin/firefox-esr'],
  },
  webkitWebDriver: {
    name: 'WebKitWebDriver',
    envVar: 'WEBKIT_WEBDRIVER_PATH',
    debianPackage: 'webkit2gtk-driver',
    paths: ['/usr/bin/WebKitWebDriver'],
  },
  xvfb: { name: 'Xvfb', envVar: 'XVFB_PATH', debianPackage: 'xvfb', paths: ['/usr/bin/Xvfb'] },
};

function find(tool: Tool): string | undefined {
  const fromPath = (process.env.PATH ?? '').split(path.delimiter).map((dir) => path.join(dir, tool.name));
  const candidates = [process.env[tool.envVar], ...tool.paths, ...fromPath];
  return candidates.find((p): p is string => typeof p === 'string' && p !== '' && existsSync(p));
}

function locate(tool: Tool): string {
  const found = find(tool);
  if (!found) {
    throw new Error(
      `${tool.name} not found: install Debian's "${tool.debianPackage}" package (npx tsx scripts/ensure-tools.ts does it as root) or set ${tool.envVar}.`,
    );
  }
  return found;
}

/** The nginx binary; throws a message naming the package to install when there is none. */
export function requireNginx(): string {
  return locate(TOOLS.nginx);
}

/** The docker-compose binary; throws a message naming the package to install when there is none. */
export function requireDockerCompose(): string {
  return locate(TOOLS.dockerCompose);
}

/** The Chromium the end-to-end tests drive; throws a message naming the package to install when there is none. */
export function requireChromium(): string {
  return locate(TOOLS.chromium);
}

/** The Firefox ESR the engine tour drives; throws a message naming the package to install when there is none. */
export function requireFirefox(): string {
  return locate(TOOLS.firefox);
}

/** WebKitGTK's WebDriver server (it starts WebKit's MiniBrowser); throws a message naming the package when there is none. */
export function requireWebKitWebDriver(): string {
  return locate(TOOLS.webkitWebDriver);
}

/** The virtual X server WebKitGTK draws into; throws a message naming the package to install when there is none. */
export function requireXvfb(): string {
  return locate(TOOLS.xvfb);
}

function installOnDebian(packages: string[]): void {
  const isRoot = process.getuid?.() === 0;
  if (packages.length === 0 || !isRoot || !existsSync('/etc/debian_version')) return;
  console.info(`installing Debian packages: ${packages.join(' ')}...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], { stdio: 'inherit', env });
}

/** A font the screenshots are drawn in, and the Debian package that ships it. */
interface Font {
  name: string;
  debianPackage: string;
  path: string;
}

/**
 * The fonts of the screenshots: Chinese glyphs (without them headless Chromium draws every Chinese
 * character as a box) and Liberation Sans, which has Arial's metrics and is the face the app's
 * `font-family` list comes to on Linux. The visual baselines (`docs/screenshots/`) are drawn in it:
 * without it the list falls to DejaVu Sans, wider, and every screen differs from its baseline.
 */
const FONTS: Record<'cjk' | 'latin', Font> = {
  cjk: {
    name: 'WenQuanYi Micro Hei',
    debianPackage: 'fonts-wqy-microhei',
    path: '/usr/share/fonts/truetype/wqy/wqy-microhei.ttc',
  },
  latin: {
    name: 'Liberation Sans',
    debianPackage: 'fonts-liberation',
    path: '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf',
  },
};

/**
 * Checks that the fonts the visual baselines were drawn in are installed; throws a message naming
 * the packages to install when one is not, so a comparison fails for its cause, not for every pixel.
 */
export function requireScreenshotFonts(): void {
  const missing = Object.values(FONTS).filter((font) => !existsSync(font.path));
  if (missing.length > 0)
    throw new Error(
      `${missing.map((font) => font.name).join(' and ')} not found: install Debian's ${missing.map((font) => `"${font.debianPackage}"`).join(' and ')} (npx tsx scripts/ensure-tools.ts does it as root); the visual baselines are drawn in them.`,
    );
}

if (require.main === module) {
  const tools = Object.values(TOOLS);
  const fonts = Object.values(FONTS)
    .filter((font) => !existsSync(font.path))
    .map((font) => font.debianPackage);
  const missingTools = tools.filter((t) => !find(t)).map((t) => t.debianPackage);
  try {
    installOnDebian([...missingTools, ...fonts]);
  } catch (err) {
    if (missingTools.length > 0) throw err;
    console.warn(
      `could not install ${fonts.join(' ')} (the visual comparison will fail, screenshots may draw Chinese as boxes): ${(err as Error).message}`,
    );
  }
  let missing = 0;
  for (const tool of tools) {
    try {
      console.info(`${tool.name}: ${locate(tool)}`);
    } catch (err) {
      console.error((err as Error).message);
      missing += 1;
    }
  }
  process.exit(missing === 0 ? 0 : 1);
}
