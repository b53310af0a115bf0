import { sandboxReducer, type SandboxState } from './sandbox-state';

describe('sandboxReducer', () => {
  const running: SandboxState = { runId: 'r1', output: [{ level: 'log', text: 'a' }], status: 'running' };

  it('ends a running run once, with the reason as its last line', () => {
    const ended = sandboxReducer(running, { type: 'ended', reason: 'timedOut' });
    expect(ended).toEqual({
      runId: 'r1',
      status: 'ended',
      output: [
        { level: 'log', text: 'a' },
        { level: 'ended', reason: 'timedOut' },
      ],
    });
    expect(sandboxReducer(ended, { type: 'ended', reason: 'stopped' })).toBe(ended);
  });

  it('takes nothing more from an ended run: no late output, no "returned"', () => {
    const ended = sandboxReducer(running, { type: 'ended', reason: 'stopped' });
    expect(sandboxReducer(ended, { type: 'printed', line: { level: 'log', text: 'late' } })).toBe(ended);
    expect(sandboxReducer(ended, { type: 'returned' })).toBe(ended);
  });

  it('does not end a run whose code returned, but still prints its later output', () => {
    const done = sandboxReducer(running, { type: 'returned' });
    expect(done.status).toBe('done');
    expect(sandboxReducer(done, { type: 'ended', reason: 'timedOut' })).toBe(done);
    expect(sandboxReducer(done, { type: 'printed', line: { level: 'info', text: 'later' } }).output).toHaveLength(2);
  });

  it('starts a new run afresh, whatever the last one did', () => {
    const ended = sandboxReducer(running, { type: 'ended', reason: 'stopped' });
    expect(sandboxReducer(ended, { type: 'started', runId: 'r2' })).toEqual({
      runId: 'r2',
      output: [],
      status: 'running',
    });
  });
});
