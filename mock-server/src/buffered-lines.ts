import { writeSync } from 'node:fs';

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
  /** Where {@link BufferedLines.drain} writes: synchronously, for a process about to end. @default sink */
  finalSink?: LineSink;
}

/**
 * Lines kept in memory and written in one `write` per batch (after `flushMs`, or once `maxChars`
 * are waiting), never one per line. Each write to stdout is a system call made at once, on the
 * request's path (a file's synchronously, a pipe's tried at once and queued if the pipe is full),
 * and `console` formats every line too: one per request cost the mock 10-25 % of its throughput
 * when its stdout was a pipe. Whoever owns the process must flush before it goes;
 * {@link stdoutLines} does so at exit.
 */
export class BufferedLines {
  private readonly sink: LineSink;
  private readonly finalSink: LineSink;
  private readonly flushMs: number;
  private readonly maxChars: number;
  private pending: string[] = [];
  private pendingChars = 0;
  private timer: NodeJS.Timeout | null = null;

  constructor(options: BufferedLinesOptions = {}) {
    this.sink = options.sink ?? process.stdout;
    this.finalSink = options.finalSink ?? this.sink;
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
    this.writeOut(this.sink);
  }

  /** Writes every queued line now to `finalSink`: when the server stops or the process exits. */
  drain(): void {
    this.writeOut(this.finalSink);
  }

  private writeOut(sink: LineSink): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    if (this.pending.length === 0) return;
    const chunk = `${this.pending.join('\n')}\n`;
    this.pending = [];
    this.pendingChars = 0;
    sink.write(chunk);
  }
}

/** Longest the exit hook waits for a full pipe to take the last lines, in milliseconds. */
const EXIT_WRITE_MS = 2000;

/**
 * Writes `chunk` to file descriptor `fd` synchronously, waiting while a non-blocking pipe is full
 * (at most {@link EXIT_WRITE_MS}): at exit, a write queued on `process.stdout` would never happen.
 */
export function writeAllSync(fd: number, chunk: string): void {
  let rest = Buffer.from(chunk);
  const deadline = Date.now() + EXIT_WRITE_MS;
  while (rest.length > 0) {
    try {
      rest = rest.subarray(writeSync(fd, rest));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EAGAIN' || Date.now() > deadline) return;
      // Let the reader drain the pipe (a 1 ms sleep; nothing else runs at exit anyway).
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1);
    }
  }
}

let shared: BufferedLines | null = null;

/**
 * The process's buffered stdout, created on first use with a hook that writes what is left when
 * the process exits (`process.exit`, the end of the event loop, an uncaught error; SIGINT and
 * SIGTERM exit through `process.exit` in index.ts), synchronously so it is done before the
 * process is. Only a SIGKILL loses lines: at most `flushMs` worth.
 */
export function stdoutLines(): BufferedLines {
  if (shared === null) {
    const lines = new BufferedLines({
      finalSink: { write: (chunk: string) => writeAllSync(process.stdout.fd, chunk) },
    });
    process.once('exit', () => lines.drain());
    shared = lines;
  }
  return shared;
}
