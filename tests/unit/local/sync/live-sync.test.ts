/** One event stream per browser, pulls on pokes, and polling when the stream is silent. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LEADER_LOCK, startLiveSync, type LiveSync } from '@app/local/sync/live-sync';

/** Web Locks for tabs of one browser: one holder, the next waits until it lets go. */
function fakeLocks() {
  let held = false;
  const waiting: (() => void)[] = [];
  const names: string[] = [];
  return {
    names,
    request(
      name: string,
      options: { signal?: AbortSignal },
      callback: () => Promise<void>,
    ): Promise<void> {
      names.push(name);
      return new Promise<void>((resolve, reject) => {
        const grant = () => {
          held = true;
          void callback().then(() => {
            held = false;
            waiting.shift()?.();
            resolve();
          });
        };
        options.signal?.addEventListener('abort', () => {
          const i = waiting.indexOf(grant);
          if (i >= 0) {
            waiting.splice(i, 1);
            reject(new DOMException('aborted', 'AbortError'));
          }
        });
        if (held) waiting.push(grant);
        else grant();
      });
    },
  } as unknown as LockManager & { names: string[] };
}

/** BroadcastChannels of one browser: a message reaches every other channel. */
function fakeBus() {
  const channels = new Set<EventTarget>();
  return () => {
    const target = new EventTarget();
    channels.add(target);
    return {
      postMessage: (data: unknown) => {
        for (const other of channels) {
          if (other !== target) other.dispatchEvent(new MessageEvent('message', { data }));
        }
      },
      addEventListener: target.addEventListener.bind(target),
      close: () => void channels.delete(target),
    } as unknown as BroadcastChannel;
  };
}

class FakeStream extends EventTarget {
  static opened: FakeStream[] = [];
  readyState = 1;
  onerror = null;
  constructor(readonly url: string) {
    super();
    FakeStream.opened.push(this);
  }
  emit(type: string, data = '') {
    this.dispatchEvent(new MessageEvent(type, { data }));
  }
  close() {
    this.readyState = 2;
  }
}
const openStream = (url: string) => new FakeStream(url) as unknown as EventSource;

const running: LiveSync[] = [];
afterEach(() => {
  for (const live of running.splice(0)) live.stop();
  FakeStream.opened = [];
  vi.useRealTimers();
});
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function tab(opts: {
  locks?: LockManager;
  channel?: () => BroadcastChannel;
  pull?: () => Promise<unknown>;
}) {
  const pulls = { count: 0 };
  const live = startLiveSync({
    pull: opts.pull ?? (async () => void (pulls.count += 1)),
    openStream,
    locks: opts.locks,
    channel: opts.channel?.(),
  });
  running.push(live);
  return { live, pulls };
}

describe('live sync', () => {
  it('the leader opens the stream and pulls when it is ready and on every change', async () => {
    const { pulls } = tab({ locks: fakeLocks() });
    await settle();
    expect(FakeStream.opened.map((s) => s.url)).toEqual(['/api/sync/events']);
    const stream = FakeStream.opened[0]!;
    stream.emit('ready');
    await settle();
    stream.emit('change');
    await settle();
    expect(pulls.count).toBe(2);
  });

  it('on connecting, pulls only when the copy here is older than the member’s latest change', async () => {
    let version: number | undefined = 7;
    const pulls = { count: 0 };
    running.push(
      startLiveSync({
        pull: async () => void (pulls.count += 1),
        currentVersion: async () => version,
        openStream,
        locks: undefined,
        channel: undefined,
      }),
    );
    await settle();
    const stream = FakeStream.opened[0]!;
    stream.emit('ready', '7');
    await settle();
    expect(pulls.count).toBe(0);
    stream.emit('ready', '9'); // reconnected after changes it missed
    await settle();
    expect(pulls.count).toBe(1);
    version = undefined; // never pulled on this device
    stream.emit('ready', '0');
    await settle();
    expect(pulls.count).toBe(2);
  });

  it('a poke during a pull brings one more pull after it, not one per poke', async () => {
    let finish: () => void = () => {};
    let count = 0;
    const pull = () => {
      count += 1;
      return new Promise<void>((resolve) => (finish = resolve));
    };
    tab({ locks: fakeLocks(), pull });
    await settle();
    const stream = FakeStream.opened[0]!;
    stream.emit('change');
    stream.emit('change');
    stream.emit('change');
    expect(count).toBe(1);
    finish();
    await settle();
    expect(count).toBe(2);
    finish();
    await settle();
    expect(count).toBe(2);
  });

  it('holds one stream per browser: other tabs ask the leader to pull over the channel', async () => {
    const locks = fakeLocks();
    const bus = fakeBus();
    const leader = tab({ locks, channel: bus });
    const other = tab({ locks, channel: bus });
    await settle();
    expect(FakeStream.opened).toHaveLength(1);
    expect(locks.names).toEqual([LEADER_LOCK, LEADER_LOCK]);
    other.live.requestPull();
    await settle();
    expect(leader.pulls.count).toBe(1);
    expect(other.pulls.count).toBe(0);

    // The leader's tab closes: the other takes the lock and opens its own stream.
    leader.live.stop();
    await settle();
    await settle();
    expect(FakeStream.opened).toHaveLength(2);
    expect(FakeStream.opened[0]!.readyState).toBe(2);
    other.live.requestPull();
    await settle();
    expect(other.pulls.count).toBe(1);
  });

  it('stops listening when the session ends, and pulls so the member is forgotten', async () => {
    const { pulls } = tab({ locks: fakeLocks() });
    await settle();
    const stream = FakeStream.opened[0]!;
    stream.emit('end');
    await settle();
    expect(stream.readyState).toBe(2);
    expect(pulls.count).toBe(1);
  });

  it('polls every 30 s once the stream has been silent for 60 s, and tries it again', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'Date'] });
    let t = 0;
    const pulls = { count: 0 };
    const live = startLiveSync({
      pull: async () => void (pulls.count += 1),
      openStream,
      locks: undefined,
      channel: undefined,
      now: () => t,
      watchEveryMs: 1000,
    });
    running.push(live);
    await Promise.resolve();
    const stream = FakeStream.opened[0]!;
    stream.close(); // refused (a 429) or cut by a proxy for good
    t = 59_000;
    vi.advanceTimersByTime(1000);
    await settle();
    expect(pulls.count).toBe(0);
    t = 61_000;
    vi.advanceTimersByTime(1000);
    await settle();
    expect(pulls.count).toBe(1);
    expect(FakeStream.opened).toHaveLength(2);
    t = 80_000;
    vi.advanceTimersByTime(1000);
    await settle();
    expect(pulls.count).toBe(1);
    t = 92_000;
    vi.advanceTimersByTime(1000);
    await settle();
    expect(pulls.count).toBe(2);
  });
});
