/** Where {@link BufferedLines} writes: `process.stdout` or anything with its `write`. */
export interface LineSink {
  write(chunk: string): unknown;
}

/** Options of {@link BufferedLines}. */
export interface BufferedLinesOptions {
  /** Where the lines go. @default process.stdout */
  sink?: LineSink;
  /** Longest a line waits in the buffer, in milliseconds. @default 100 */
  flushMs?: number;
  /** Buffered characters that make the next line write the buffer at once. @default 65536 */
  maxChars?: number;
}

/**
 * Lines kept in memory and written in one `write` per batch (after `flushMs`, or once `maxChars`
 * are waiting), never one per line. Writing stdout to a pipe or a file is a synchronous system
 * call in Node on Linux: one per request cost the mock 10-25 % of its throughput (issue 14).
 * Whoever owns the process must call {@link BufferedLines.flush} before it goes; {@link stdoutLines}
 * does so at exit.
 */
export class BufferedLines {
  private readonly sink: LineSink;
  private readonly flushMs: number;
  private readonly maxChars: number;
  private pending: string[] = [];
  private pendingChars = 0;
  private timer: NodeJS.Timeout | null = null;

  constructor(options: BufferedLinesOptions = {}) {
    this.sink = options.sink ?? process.stdout;
    this.flushMs = options.flushMs ?? 100;
    this.maxChars = options.maxChars ?? 65_536;
  }

  /** Queues one line (without its newline). */
  add(line: string): void {
    this.pending.push(line);
    this.pendingChars += line.length + 1;
    if (this.pendingChars >= this.maxChars) {
      this.flush();
    } else if (this.timer === null) {
      this.timer = setTimeout(() => this.flush(), this.flushMs);
      // A quiet log must not keep the process alive; the exit hook writes what is left.
      this.timer.unref();
    }
  }

  /** Writes every queued line now, in one write. */
  flush(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    if (this.pending.length === 0) return;
    const chunk = `${this.pending.join('\n')}\n`;
    this.pending = [];
    this.pendingChars = 0;
    this.sink.write(chunk);
  }
}

let shared: BufferedLines | null = null;

/**
 * The process's buffered stdout, created on first use with a hook that writes what is left when
 * the process exits (`process.exit`, the end of the event loop, an uncaught error; SIGINT and
 * SIGTERM exit through `process.exit` in index.ts). Writes to a pipe or a file are synchronous,
 * so they are done before the process is. Only a SIGKILL loses lines: at most `flushMs` worth.
 */
export function stdoutLines(): BufferedLines {
  if (shared === null) {
    const lines = new BufferedLines();
    process.once('exit', () => lines.flush());
    shared = lines;
  }
  return shared;
}
