/**
 * Live member data (issue 23): while a member is signed in, one tab of the browser (the leader,
 * chosen with Web Locks) holds the event stream GET /api/sync/events and pulls on every poke, on
 * each (re)connect and on the pull requests of the other tabs, which reach it through a
 * BroadcastChannel. The pull writes Dexie, so every tab's screens update through their live
 * queries: one stream and one pull per browser, however many tabs. Without Web Locks every tab
 * leads itself. When the stream stays silent (a proxy that buffers it, a stream refused), the
 * leader polls instead until events flow again.
 */
import {
  SYNC_API,
  SYNC_CHANGE_EVENT,
  SYNC_END_EVENT,
  SYNC_PING_EVENT,
  SYNC_POLL_MS,
  SYNC_READY_EVENT,
  SYNC_SILENCE_MS,
} from '@shared/sync-api';

export const LEADER_LOCK = 'club-live-sync';
export const SYNC_CHANNEL = 'club-live-sync';

/** What another tab asks of the leader. */
interface PullRequest {
  type: 'pull';
}
const isPullRequest = (data: unknown): data is PullRequest =>
  (data as PullRequest | null)?.type === 'pull';

type EventSourceLike = Pick<EventSource, 'addEventListener' | 'close' | 'readyState'> & {
  onerror: ((this: EventSource, ev: Event) => unknown) | null;
};

export interface LiveSyncDeps {
  /** one pull of the member's changes (member-pull.ts's pullMemberChanges) */
  pull: () => Promise<unknown>;
  /**
   * the feed version this device's copy is current to (its cursor's), none before a first pull:
   * a stream's `ready` names the member's latest change, and only an older copy pulls
   */
  currentVersion?: () => Promise<number | undefined>;
  openStream?: (url: string) => EventSourceLike;
  locks?: Pick<LockManager, 'request'> | undefined;
  channel?: Pick<BroadcastChannel, 'postMessage' | 'addEventListener' | 'close'> | undefined;
  now?: () => number;
  /** how often silence is checked for (tests make it short) */
  watchEveryMs?: number;
}

export interface LiveSync {
  /** a pull for this browser: by the leader, asked of it from another tab */
  requestPull(): void;
  stop(): void;
}

/** Where EventSource is missing (old browsers, Node), a stream that never speaks: polls instead. */
const defaultStream = (url: string): EventSourceLike =>
  typeof EventSource === 'undefined'
    ? { addEventListener: () => undefined, close: () => undefined, readyState: 2, onerror: null }
    : new EventSource(url);

const defaultLocks = () =>
  typeof navigator !== 'undefined' && 'locks' in navigator ? navigator.locks : undefined;
const defaultChannel = () =>
  typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel(SYNC_CHANNEL);

export function startLiveSync(deps: LiveSyncDeps): LiveSync {
  const now = deps.now ?? Date.now;
  const openStream = deps.openStream ?? defaultStream;
  const locks = 'locks' in deps ? deps.locks : defaultLocks();
  const channel = 'channel' in deps ? deps.channel : defaultChannel();
  const stopping = new AbortController();
  let leading = false;
  let stream: EventSourceLike | undefined;
  let lastHeard = now();
  let lastPoll = 0;

  // One pull at a time; a poke during a pull brings one more after it, never a pile.
  let pulling: Promise<void> | undefined;
  let again = false;
  const pull = (): void => {
    if (pulling) {
      again = true;
      return;
    }
    pulling = deps
      .pull()
      .catch(() => undefined)
      .then(() => {
        pulling = undefined;
        if (again && !stopping.signal.aborted) {
          again = false;
          pull();
        }
      });
  };

  const isCurrent = async (latest: number) => {
    if (!Number.isSafeInteger(latest) || !deps.currentVersion) return false;
    const version = await deps.currentVersion().catch(() => undefined);
    return version !== undefined && version >= latest;
  };

  const heard = () => {
    lastHeard = now();
  };

  function openEvents(): void {
    stream?.close();
    const events = openStream(SYNC_API.events);
    stream = events;
    // Connected (first time or after a drop): what changed meanwhile is pulled, if anything did.
    events.addEventListener(SYNC_READY_EVENT, (event) => {
      heard();
      const latest = Number((event as MessageEvent<string>).data);
      void isCurrent(latest).then((current) => current || pull());
    });
    events.addEventListener(SYNC_CHANGE_EVENT, () => {
      heard();
      pull();
    });
    events.addEventListener(SYNC_PING_EVENT, heard);
    // The session ended (signed out here or elsewhere): the pull hears 401 and forgets the
    // member, which stops live sync; the stream is not reopened meanwhile.
    events.addEventListener(SYNC_END_EVENT, () => {
      events.close();
      pull();
    });
    // EventSource reconnects by itself after a drop; a refusal (401, 429) closes it for good,
    // and the silence check below polls and reopens it.
    events.onerror = () => undefined;
  }

  /** Polls while the stream is silent, and tries the stream again. */
  const watch = setInterval(() => {
    if (!leading) return;
    const t = now();
    if (t - lastHeard < SYNC_SILENCE_MS || t - lastPoll < SYNC_POLL_MS) return;
    lastPoll = t;
    pull();
    if (stream?.readyState === 2 /* CLOSED */) openEvents();
  }, deps.watchEveryMs ?? 5_000);

  const lead = async () => {
    leading = true;
    heard();
    openEvents();
    // Held until this tab stops: the lock passes to another tab when it closes.
    await new Promise<void>((resolve) => {
      stopping.signal.addEventListener('abort', () => resolve(), { once: true });
    });
  };

  if (locks) {
    locks.request(LEADER_LOCK, { signal: stopping.signal }, lead).catch(() => undefined);
  } else {
    void lead();
  }
  const onMessage = (event: MessageEvent) => {
    if (leading && isPullRequest(event.data)) pull();
  };
  channel?.addEventListener('message', onMessage as EventListener);

  return {
    requestPull() {
      if (leading || !channel) pull();
      else channel.postMessage({ type: 'pull' } satisfies PullRequest);
    },
    stop() {
      stopping.abort();
      clearInterval(watch);
      stream?.close();
      stream = undefined;
      leading = false;
      channel?.close();
    },
  };
}
