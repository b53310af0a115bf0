/** JSON for a value placed inside an inline <script>: `<` is escaped so nothing closes the tag. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/**
 * The `srcdoc` of a sandbox run: a blank page whose script forwards console output, uncaught
 * errors and rejections to the parent (`parentOrigin` only), runs `code`, then reports "done".
 * The iframe must be `sandbox="allow-scripts"` without same-origin, so the code gets an opaque
 * origin and cannot touch the app, its storage or its token.
 */
export function buildSandboxDocument(code: string, run: string, parentOrigin: string): string {
  const script = `
(() => {
  const run = ${scriptJson(run)};
  const origin = ${scriptJson(parentOrigin)};
  const post = (message) => parent.postMessage({ channel: 'demo-code-sandbox', run, message }, origin);
  const show = (value) => {
    if (typeof value === 'string') return value;
    if (value instanceof Error) return value.name + ': ' + value.message;
    try {
      const json = JSON.stringify(value);
      return json === undefined ? String(value) : json;
    } catch {
      return String(value);
    }
  };
  // Output goes to the page only, so user code cannot fill the app's own console.
  for (const level of ['log', 'info', 'warn', 'error']) {
    console[level] = (...args) => post({ kind: 'console', level, text: args.map(show).join(' ') });
  }
  addEventListener('error', (event) => post({ kind: 'error', text: show(event.error ?? event.message) }));
  addEventListener('unhandledrejection', (event) => post({ kind: 'error', text: show(event.reason) }));
  try {
    new Function(${scriptJson(code)})();
  } catch (error) {
    post({ kind: 'error', text: show(error) });
  }
  post({ kind: 'done' });
})();`;
  return `<!doctype html><html><head><meta charset="utf-8"><style>body{font:14px system-ui,sans-serif;margin:12px}</style></head><body><script>${script}</script></body></html>`;
}
