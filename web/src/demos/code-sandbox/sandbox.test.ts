import { readSandboxMessage } from './sandbox-messages';

describe('readSandboxMessage', () => {
  const envelope = (message: unknown, run = 'r1') => ({ channel: 'demo-code-sandbox', run, message });

  it('accepts well-formed messages of the current run', () => {
    expect(readSandboxMessage(envelope({ kind: 'console', level: 'warn', text: 'hi' }), 'r1')).toEqual({
      kind: 'console',
      level: 'warn',
      text: 'hi',
    });
    expect(readSandboxMessage(envelope({ kind: 'error', text: 'boom' }), 'r1')).toEqual({
      kind: 'error',
      text: 'boom',
    });
    expect(readSandboxMessage(envelope({ kind: 'done' }), 'r1')).toEqual({ kind: 'done' });
  });

  it("accepts the runner's ready signal only outside any run", () => {
    expect(readSandboxMessage(envelope({ kind: 'ready' }, ''), 'r1')).toEqual({ kind: 'ready' });
    expect(readSandboxMessage(envelope({ kind: 'ready' }, 'r1'), 'r1')).toBeNull();
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
