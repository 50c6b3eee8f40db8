/**
 * Where the server's JSON lines go (stdout, in production): in batches of `batchBytes` or of what
 * `maxDelayMs` gathered, whichever comes first, so that no request waits for a write(2) of its
 * own line; a reader sees a line at most `maxDelayMs` late. A batch for a pipe, a socket or a
 * terminal is written asynchronously (a reader that stops would block a synchronous write, and
 * the server with it); one for a regular file or /dev/null synchronously, since such a write
 * returns at once or fails, and handing it to libuv's pool cost a thread wake-up, which on a
 * loaded two-core machine showed as 3% of a request in the profile. What is waiting is written at
 * once and synchronously when the process exits, however it exits, and after a fatal line
 * (logger.ts); `flush` writes it without waiting.
 *
 * Not pino.destination({ sync: false }): its sonic-boom, asked to flush synchronously at exit,
 * retries a failing descriptor forever, so a full disk or a stopped log reader would hang the
 * stopping server; here a destination that fails or fills costs lines, never an answer. Lines
 * past `maxPendingBytes` are dropped (a reader that stopped must not grow the server's memory
 * without end), a failed write is retried later, and stderr says once that lines are being lost.
 */
import { fstatSync, write as fsWrite, writeSync as fsWriteSync } from 'node:fs';
import { isatty } from 'node:tty';

/** The two calls it makes on its descriptor; node:fs's, or a test's. */
export interface LogWriter {
  write(
    fd: number,
    data: Uint8Array,
    done: (err: NodeJS.ErrnoException | null, written: number) => void,
  ): void;
  writeSync(fd: number, data: Uint8Array): number;
}

const nodeWriter: LogWriter = {
  write: (fd, data, done) => fsWrite(fd, data, 0, data.byteLength, null, done),
  writeSync: (fd, data) => fsWriteSync(fd, data),
};

export interface LogDestinationOptions {
  fd?: number;
  /** a batch this large is written at once (default 32 KiB) */
  batchBytes?: number;
  /** a line waits at most this long to be written (default 50 ms) */
  maxDelayMs?: number;
  /** beyond this many bytes waiting, new lines are dropped (default 16 MiB) */
  maxPendingBytes?: number;
  /** how long a synchronous flush keeps trying a busy descriptor (EAGAIN) before it gives up */
  syncGiveUpMs?: number;
  /** how long to wait before writing again after a failed write */
  retryMs?: number;
  /**
   * Write each batch synchronously: for a regular file (or /dev/null), which no reader can stall,
   * so a batch never waits for a thread of libuv's pool (see stdoutDestination).
   */
  syncBatches?: boolean;
  writer?: LogWriter;
  /** where it says that lines are being lost (stderr) */
  warn?: (message: string) => void;
}

const sleep = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

export class LogDestination {
  readonly #fd: number;
  readonly #batchBytes: number;
  readonly #maxDelayMs: number;
  readonly #maxPending: number;
  readonly #syncGiveUpMs: number;
  readonly #retryMs: number;
  readonly #syncBatches: boolean;
  readonly #writer: LogWriter;
  readonly #warn: (message: string) => void;
  /** lines not yet handed to a write */
  #lines: string[] = [];
  #pendingBytes = 0;
  /** the bytes of the write under way (or to retry), from its first unwritten byte */
  #inFlight: Uint8Array | null = null;
  /** how many lines `inFlight` holds (or ends), for the count of lines dropped */
  #inFlightLines = 0;
  #writing = false;
  /** the timer of the next write, or of the retry of a failed one */
  #timer: NodeJS.Timeout | null = null;
  /** EPIPE: nobody will ever read; lines are dropped from then on */
  #closed = false;
  #dropped = 0;
  #failing = false;
  #waiters: (() => void)[] = [];

  constructor({
    fd = 1,
    batchBytes = 32 * 1024,
    maxDelayMs = 50,
    maxPendingBytes = 16 * 1024 * 1024,
    syncGiveUpMs = 1000,
    retryMs = 100,
    syncBatches = false,
    writer = nodeWriter,
    warn = (message) => void process.stderr.write(`${message}\n`),
  }: LogDestinationOptions = {}) {
    this.#fd = fd;
    this.#batchBytes = batchBytes;
    this.#maxDelayMs = maxDelayMs;
    this.#maxPending = maxPendingBytes;
    this.#syncGiveUpMs = syncGiveUpMs;
    this.#retryMs = retryMs;
    this.#syncBatches = syncBatches;
    this.#writer = writer;
    this.#warn = warn;
  }

  /** lines dropped so far because the destination was full or gone */
  get dropped(): number {
    return this.#dropped;
  }

  /** Takes one line (pino's `write`); never throws, never blocks. */
  write(line: string): void {
    // UTF-16 length: a cheap bound, near enough for a limit on memory.
    if (this.#closed || this.#pendingBytes + line.length > this.#maxPending) {
      this.#drop(1, this.#closed ? 'its reader has gone' : 'it is not keeping up');
      return;
    }
    this.#lines.push(line);
    this.#pendingBytes += line.length;
    // One write at a time; after a failure, the next attempt is the retry's.
    if (this.#writing || (this.#failing && this.#timer !== null)) return;
    if (this.#pendingBytes >= this.#batchBytes) this.#writeNext();
    else this.#timer ??= this.#after(this.#maxDelayMs);
  }

  /** Calls `done` once every line taken so far is written, or could not be (pino's `flush`). */
  flush(done: () => void = () => {}): void {
    if (this.#idle()) {
      done();
      return;
    }
    this.#waiters.push(done);
    if (!this.#writing) this.#writeNext();
  }

  /**
   * Writes what is waiting now, synchronously: for a fatal line and at exit. A busy descriptor is
   * retried for `syncGiveUpMs`, a failing one given up at once, so the process can always end.
   * Nothing is written while an asynchronous write is under way: that write may be blocked on a
   * reader that stopped, and a blocking write here would then never return; the lines wait for
   * it, and are lost only if the process ends first.
   */
  flushSync(): void {
    if (this.#closed || this.#writing) return;
    const parts: Uint8Array[] = [];
    // A batch whose write failed waits for its retry: it goes first.
    if (this.#inFlight !== null) parts.push(this.#inFlight);
    this.#inFlight = null;
    const taken = this.#take();
    if (taken !== null) parts.push(taken);
    const giveUpAt = Date.now() + this.#syncGiveUpMs;
    for (let rest of parts) {
      while (rest.byteLength > 0) {
        try {
          rest = rest.subarray(this.#writer.writeSync(this.#fd, rest));
        } catch (err) {
          const code = (err as NodeJS.ErrnoException).code;
          if ((code === 'EAGAIN' || code === 'EBUSY') && Date.now() < giveUpAt) {
            sleep(5);
            continue;
          }
          this.#drop(1, `a write failed (${code ?? String(err)})`);
          return;
        }
      }
    }
  }

  #idle(): boolean {
    return !this.#writing && this.#inFlight === null && this.#lines.length === 0;
  }

  /** `writeNext` after `ms`; unref: a line waiting must not keep a finished process alive. */
  #after(ms: number): NodeJS.Timeout {
    return setTimeout(this.#writeNext, ms).unref();
  }

  /** The waiting lines as bytes, now no longer waiting; null when there are none. */
  #take(): Uint8Array | null {
    if (this.#lines.length === 0) return null;
    const text = this.#lines.length === 1 ? this.#lines[0]! : this.#lines.join('');
    this.#lines = [];
    this.#pendingBytes = 0;
    return Buffer.from(text, 'utf8');
  }

  readonly #writeNext = (): void => {
    if (this.#timer !== null) clearTimeout(this.#timer);
    this.#timer = null;
    if (this.#writing) return;
    if (this.#inFlight === null) {
      this.#inFlightLines = this.#lines.length;
      this.#inFlight = this.#take();
    }
    if (this.#inFlight === null || this.#closed) {
      this.#inFlight = null;
      this.#settle();
      return;
    }
    this.#writing = true;
    if (!this.#syncBatches) {
      this.#writer.write(this.#fd, this.#inFlight, this.#written);
      return;
    }
    let written: number;
    try {
      written = this.#writer.writeSync(this.#fd, this.#inFlight);
    } catch (err) {
      this.#written(err as NodeJS.ErrnoException, 0);
      return;
    }
    this.#written(null, written);
  };

  readonly #written = (err: NodeJS.ErrnoException | null, written: number): void => {
    this.#writing = false;
    if (err) {
      if (err.code === 'EPIPE') {
        this.#closed = true;
        this.#inFlight = null;
        this.#drop(this.#inFlightLines + this.#lines.length, 'its reader has gone');
        this.#lines = [];
        this.#pendingBytes = 0;
        this.#settle();
        return;
      }
      // Kept and tried again later: a busy pipe drains, a full disk may get space back.
      if (err.code !== 'EAGAIN' && err.code !== 'EBUSY') this.#noteFailure(err.code ?? err.message);
      this.#timer = this.#after(this.#retryMs);
      return;
    }
    const rest = this.#inFlight!.subarray(written);
    this.#inFlight = rest.byteLength > 0 ? rest : null;
    if (this.#failing && this.#inFlight === null) this.#recovered();
    // What came meanwhile waits for its batch to fill, unless someone waits for it now.
    if (
      this.#inFlight !== null ||
      this.#waiters.length > 0 ||
      this.#pendingBytes >= this.#batchBytes
    ) {
      this.#writeNext();
    } else if (this.#lines.length > 0) {
      this.#timer = this.#after(this.#maxDelayMs);
    } else {
      this.#settle();
    }
  };

  #settle(): void {
    if (!this.#idle()) return;
    const waiters = this.#waiters;
    this.#waiters = [];
    for (const done of waiters) done();
  }

  #drop(lines: number, why: string): void {
    if (lines === 0) return;
    if (this.#dropped === 0 || !this.#failing) {
      this.#warn(`Log lines are being dropped: ${why}.`);
    }
    this.#failing = true;
    this.#dropped += lines;
  }

  #noteFailure(why: string): void {
    if (!this.#failing) this.#warn(`Writing the log failed (${why}); lines wait and are retried.`);
    this.#failing = true;
    // A stopping server waits for nothing that may never come.
    const waiters = this.#waiters;
    this.#waiters = [];
    for (const done of waiters) done();
  }

  #recovered(): void {
    this.#failing = false;
    if (this.#dropped > 0) this.#warn(`Writing the log again; ${this.#dropped} lines dropped.`);
  }
}

/**
 * Whether `fd` is a regular file or a character device other than a terminal (/dev/null): a
 * write there returns at once (or fails), where a pipe, a socket or a terminal can make it wait.
 */
function isFileOrNull(fd: number): boolean {
  try {
    const stat = fstatSync(fd);
    return stat.isFile() || (stat.isCharacterDevice() && !isatty(fd));
  } catch {
    return false;
  }
}

/** Every destination made on a process's stdout, each written out when the process exits. */
const live = new Set<LogDestination>();
let exitHooked = false;

/** The process's stdout as a LogDestination, flushed at exit (a crash included). */
export function stdoutDestination(): LogDestination {
  const destination = new LogDestination({ fd: 1, syncBatches: isFileOrNull(1) });
  live.add(destination);
  if (!exitHooked) {
    exitHooked = true;
    // 'exit' runs on process.exit() and after an uncaught exception: only synchronous work.
    process.on('exit', () => {
      for (const d of live) d.flushSync();
    });
  }
  return destination;
}
