import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BufferedLines, writeAllSync } from './buffered-lines';

/** A sink that records each write. */
function recorder() {
  const writes: string[] = [];
  return { writes, sink: { write: (chunk: string) => writes.push(chunk) } };
}

describe('BufferedLines', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('writes nothing while a line is added: the batch goes out after flushMs, in one write', () => {
    const { writes, sink } = recorder();
    const lines = new BufferedLines({ sink, flushMs: 100 });
    lines.add('GET /a 200 1ms');
    lines.add('GET /b 404 0ms');
    expect(writes).toEqual([]);
    jest.advanceTimersByTime(99);
    expect(writes).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(writes).toEqual(['GET /a 200 1ms\nGET /b 404 0ms\n']);
  });

  it('writes at once when maxChars are waiting, and starts a new batch after', () => {
    const { writes, sink } = recorder();
    const lines = new BufferedLines({ sink, flushMs: 100, maxChars: 10 });
    lines.add('1234');
    expect(writes).toEqual([]);
    lines.add('5678');
    expect(writes).toEqual(['1234\n5678\n']);
    lines.add('9');
    jest.advanceTimersByTime(100);
    expect(writes).toEqual(['1234\n5678\n', '9\n']);
  });

  it('drain writes what waits to the final sink, once', () => {
    const { writes, sink } = recorder();
    const final = recorder();
    const lines = new BufferedLines({ sink, finalSink: final.sink });
    lines.add('a');
    lines.drain();
    lines.drain();
    jest.runAllTimers();
    expect(writes).toEqual([]);
    expect(final.writes).toEqual(['a\n']);
  });

  it('flush writes what waits, once, and nothing when nothing waits', () => {
    const { writes, sink } = recorder();
    const lines = new BufferedLines({ sink });
    lines.flush();
    lines.add('last line');
    lines.flush();
    jest.runAllTimers();
    expect(writes).toEqual(['last line\n']);
  });
});

describe('writeAllSync', () => {
  it('writes the whole chunk to the descriptor before it returns', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'buffered-lines-'));
    const file = path.join(dir, 'out.log');
    const fd = openSync(file, 'w');
    try {
      writeAllSync(fd, `${'x'.repeat(200_000)}\nlast\n`);
      expect(readFileSync(file, 'utf8')).toBe(`${'x'.repeat(200_000)}\nlast\n`);
    } finally {
      closeSync(fd);
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
