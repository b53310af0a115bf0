import { readFileSync } from 'node:fs';
import path from 'node:path';
import { themeBootScript } from '@/features/preferences';
import { cspHashSource } from './theme-boot';

const SECURITY_HEADERS = path.resolve(__dirname, '../../deploy/nginx/snippets/security-headers.conf');

describe('the theme boot script under the CSP', () => {
  it('hashes a script as a CSP source', () => {
    // The example of the CSP Level 3 specification, section 8.3.
    expect(cspHashSource("alert('Hello, world.');")).toBe("'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='");
  });

  it('is allowed by its hash in the app’s policy, and nothing else inline is', () => {
    const policy = /Content-Security-Policy "([^"]*)"/.exec(readFileSync(SECURITY_HEADERS, 'utf8'))?.[1] ?? '';
    const scriptSrc = policy
      .split(';')
      .map((part) => part.trim())
      .find((part) => part.startsWith('script-src '));
    expect(scriptSrc).toBe(`script-src 'self' ${cspHashSource(themeBootScript())}`);
  });
});
