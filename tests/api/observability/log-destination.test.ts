/**
 * The production log's destination (api/observability/log-destination.ts), on a fake descriptor:
 * lines are written later and together, in order; a destination that fails, fills or hangs costs
 * lines, never a throw or a wait in the code that logs; the last lines can be written out
 * synchronously, and that gives up rather than hang.
 */
import { describe, expect, it } from 'vitest';
import { LogDestination, type LogWriter } from '@api/observability/log-destination';

type Done = (err: NodeJS.ErrnoException | null, written: number) => void;

const errno = (code: string) => Object.assign(new Error(code), { code });

/** A descriptor that records what reaches it; `fail`, `hang` and `syncFail` change how it acts. */
function fakeFd() {
  const writes: string[] = [];
  const state = {
    fail: null as string | null,
    hang: false,
    syncFail: null as string | null,
    syncCalls: 0,
  };
  const stuck: Done[] = [];
  const writer: LogWriter = {
    write(_fd, data, done) {
      if (state.hang) {
        stuck.push(done);
        return;
      }
      const failure = state.fail;
      setImmediate(() => {
        if (failure) return done(errno(failure), 0);
        writes.push(Buffer.from(data).toString());
        done(null, data.byteLength);
      });
    },
    writeSync(_fd, data) {
      state.syncCalls += 1;
      if (state.syncFail) throw errno(state.syncFail);
      writes.push(Buffer.from(data).toString());
      return data.byteLength;
    },
  };
  return { writer, writes, state, stuck, text: () => writes.join('') };
}

const lines = (n: number, prefix = 'line') =>
  Array.from({ length: n }, (_, i) => `{"msg":"${prefix} ${i}"}\n`);
const flushed = (d: LogDestination) => new Promise<void>((done) => d.flush(done));
const wait = (ms: number) => new Promise((done) => setTimeout(done, ms));

describe('the log destination', () => {
  it('writes later, in one batch, in order', async () => {
    const fd = fakeFd();
    const warnings: string[] = [];
    const d = new LogDestination({ writer: fd.writer, warn: (m) => warnings.push(m) });
    for (const line of lines(100)) d.write(line);
    // Nothing was written while the lines were logged: no request waits for a write.
    expect(fd.writes).toEqual([]);
    await flushed(d);
    expect(fd.writes).toHaveLength(1);
    expect(fd.text()).toBe(lines(100).join(''));
    expect(warnings).toEqual([]);
  });

  it('writes a quiet moment’s line after at most maxDelayMs, unasked', async () => {
    const fd = fakeFd();
    const d = new LogDestination({ writer: fd.writer, maxDelayMs: 5 });
    d.write('{"msg":"alone"}\n');
    await wait(100);
    expect(fd.text()).toBe('{"msg":"alone"}\n');
  });

  it('writes a full batch at once', async () => {
    const fd = fakeFd();
    const d = new LogDestination({ writer: fd.writer, batchBytes: 64, maxDelayMs: 60_000 });
    for (const line of lines(10)) d.write(line);
    await wait(20);
    expect(fd.text()).toBe(lines(10).join(''));
  });

  it('keeps lines through a failing write and writes them once it works again', async () => {
    const fd = fakeFd();
    const warnings: string[] = [];
    const d = new LogDestination({
      writer: fd.writer,
      maxDelayMs: 1,
      retryMs: 5,
      warn: (m) => warnings.push(m),
    });
    fd.state.fail = 'ENOSPC';
    expect(() => {
      for (const line of lines(20)) d.write(line);
    }).not.toThrow();
    // A flush while it fails does not wait for ever (a stopping server).
    await flushed(d);
    expect(warnings).toEqual([expect.stringContaining('ENOSPC')]);
    fd.state.fail = null;
    await wait(50);
    await flushed(d);
    expect(fd.text()).toBe(lines(20).join(''));
    expect(d.dropped).toBe(0);
  });

  it('drops what does not fit while its reader is stuck, and never blocks or throws', async () => {
    const fd = fakeFd();
    const warnings: string[] = [];
    const d = new LogDestination({
      writer: fd.writer,
      maxDelayMs: 1,
      maxPendingBytes: 1000,
      warn: (m) => warnings.push(m),
    });
    fd.state.hang = true;
    d.write('{"msg":"first"}\n');
    await wait(20);
    expect(fd.stuck).toHaveLength(1);
    const started = performance.now();
    for (const line of lines(500)) d.write(line);
    expect(performance.now() - started).toBeLessThan(500);
    expect(d.dropped).toBeGreaterThan(400);
    expect(warnings).toEqual([expect.stringContaining('not keeping up')]);
    // At exit nothing is written beside a write that has not returned: it would block too.
    d.flushSync();
    expect(fd.state.syncCalls).toBe(0);
  });

  it('writes what waits synchronously on flushSync', () => {
    const fd = fakeFd();
    const d = new LogDestination({ writer: fd.writer, maxDelayMs: 60_000 });
    for (const line of lines(3)) d.write(line);
    d.flushSync();
    expect(fd.text()).toBe(lines(3).join(''));
  });

  it('gives a busy descriptor a bounded time on flushSync, and a failing one none', () => {
    for (const code of ['EAGAIN', 'EIO']) {
      const fd = fakeFd();
      const warnings: string[] = [];
      const d = new LogDestination({
        writer: fd.writer,
        maxDelayMs: 60_000,
        syncGiveUpMs: 50,
        warn: (m) => warnings.push(m),
      });
      d.write('{"msg":"last words"}\n');
      fd.state.syncFail = code;
      const started = performance.now();
      d.flushSync();
      expect(performance.now() - started, code).toBeLessThan(1000);
      expect(warnings, code).toEqual([expect.stringContaining(code)]);
    }
  });

  it('drops every line once its reader has gone (EPIPE), quietly after saying so once', async () => {
    const fd = fakeFd();
    const warnings: string[] = [];
    const d = new LogDestination({
      writer: fd.writer,
      maxDelayMs: 1,
      warn: (m) => warnings.push(m),
    });
    fd.state.fail = 'EPIPE';
    d.write('{"msg":"one"}\n');
    await wait(20);
    for (const line of lines(5)) d.write(line);
    await flushed(d);
    d.flushSync();
    expect(fd.writes).toEqual([]);
    expect(warnings).toEqual([expect.stringContaining('reader has gone')]);
    expect(d.dropped).toBe(6);
  });

  it('writes batches synchronously to a file, one write a batch, and survives a failing one', async () => {
    const fd = fakeFd();
    const warnings: string[] = [];
    const d = new LogDestination({
      writer: fd.writer,
      syncBatches: true,
      batchBytes: 64,
      maxDelayMs: 1,
      retryMs: 5,
      warn: (m) => warnings.push(m),
    });
    for (const line of lines(10)) d.write(line);
    await flushed(d);
    expect(fd.text()).toBe(lines(10).join(''));
    expect(fd.state.syncCalls).toBeLessThan(10);
    fd.state.syncFail = 'ENOSPC';
    expect(() => {
      for (const line of lines(10, 'more')) d.write(line);
    }).not.toThrow();
    expect(warnings).toEqual([expect.stringContaining('ENOSPC')]);
    fd.state.syncFail = null;
    await wait(50);
    await flushed(d);
    expect(fd.text()).toBe([...lines(10), ...lines(10, 'more')].join(''));
  });
});
