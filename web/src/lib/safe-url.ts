/** Whether `value` is an absolute `http:` or `https:` URL, the only links the app opens. */
export function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

// Browsers strip tabs and newlines from URLs, so `/\t/evil.example` would become `//evil.example`.
const hasControlCharacter = (value: string) =>
  [...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);

/**
 * `value` when it is a same-origin path (`/` followed by anything but `/` or `\`, with no control
 * characters), otherwise `/`: a `redirectPath` from the address bar must never lead off the site.
 */
export function safeRedirectPath(value: unknown): string {
  return typeof value === 'string' && /^\/(?![/\\])/.test(value) && !hasControlCharacter(value) ? value : '/';
}
