import { buildSandboxDocument } from './sandbox-document';
import { readSandboxMessage } from './sandbox-messages';

describe('readSandboxMessage', () => {
  const envelope = (message: unknown, run = 'r1') => ({ channel: 'demo-code-sandbox', run, message });

  it('accepts well-formed messages of the current run', () => {
    expect(readSandboxMessage(envelope({ kind: 'console', level: 'warn', text: 'hi' }), 'r1')).toEqual({ kind: 'console', level: 'warn', text: 'hi' });
    expect(readSandboxMessage(envelope({ kind: 'error', text: 'boom' }), 'r1')).toEqual({ kind: 'error', text: 'boom' });
    expect(readSandboxMessage(envelope({ kind: 'done' }), 'r1')).toEqual({ kind: 'done' });
  });

  it('drops messages of another run, another channel or a malformed shape', () => {
    expect(readSandboxMessage(envelope({ kind: 'done' }, 'r0'), 'r1')).toBeNull();
    expect(readSandboxMessage({ channel: 'other', run: 'r1', message: { kind: 'done' } }, 'r1')).toBeNull();
    expect(readSandboxMessage(envelope({ kind: 'console', level: 'debug', text: 'x' }), 'r1')).toBeNull();
    expect(readSandboxMessage(envelope({ kind: 'error', text: 42 }), 'r1')).toBeNull();
    expect(readSandboxMessage('done', 'r1')).toBeNull();
    expect(readSandboxMessage(null, 'r1')).toBeNull();
  });
});

describe('buildSandboxDocument', () => {
  it('embeds code so that it cannot close the script element', () => {
    const html = buildSandboxDocument('console.log("</script><img src=x onerror=alert(1)>")', 'r1', 'http://127.0.0.1:8080');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).toContain('\\u003c/script>');
  });

  it('posts only to the parent origin it was given', () => {
    const html = buildSandboxDocument('', 'r1', 'http://127.0.0.1:8080');
    expect(html).toContain('const origin = "http://127.0.0.1:8080";');
    expect(html).not.toMatch(/postMessage\([^)]*'\*'/);
  });
});
