import { BufferedLines } from './buffered-lines';

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
