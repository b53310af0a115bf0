/**
 * Finds a Chromium for the end-to-end tests and prints its path. Never downloads a browser build:
 * on Debian, as root, it installs Debian's `chromium` package; anywhere else it fails and says how
 * to provide one (`CHROME_PATH`).
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
  (p): p is string => Boolean(p),
);

export function findChromium(): string | undefined {
  return candidates.find((p) => existsSync(p));
}

function installOnDebian(): void {
  const isRoot = process.getuid?.() === 0;
  if (!isRoot || !existsSync('/etc/debian_version')) return;
  console.info('Chromium not found: installing Debian package "chromium"...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium'], { stdio: 'inherit', env });
}

if (require.main === module) {
  if (!findChromium()) installOnDebian();
  const found = findChromium();
  if (!found) {
    console.error('No Chromium found. Install Debian\'s "chromium" package or set CHROME_PATH to a Chromium binary.');
    process.exit(1);
  }
  console.info(`Chromium: ${found}`);
}
