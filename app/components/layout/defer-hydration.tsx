import { isValidElement, Suspense, use, useMemo, useState, type ReactNode } from 'react';
import { WAKING_EVENTS } from './wake-when-near';

/**
 * Progressive hydration of a pre-rendered page (issue 21): a part below the first screen (the
 * footer, the home page's later sections, the listing's later cards) keeps its server HTML while
 * the page hydrates, and is hydrated once the page is idle, or at once when the visitor first
 * presses, touches, types or moves inside the app. The first screen answers sooner: at 4x CPU,
 * /home became interactive 63 ms sooner and /destinations 53 ms (medians of 25 and 15 visits).
 *
 * A deferred part is a Suspense boundary whose content waits on one promise. React leaves a
 * boundary that suspends while hydrating as the server drew it, with its links working as plain
 * links. A press inside one opens the gate first (a capturing listener on the document runs before
 * React's own), so React, which hydrates such a boundary synchronously for a discrete event,
 * finds it open and hands the event to the hydrated handler.
 */

type Gate = Promise<void> & { status?: 'fulfilled'; value?: undefined };

let gate: Gate | undefined;
let opener = () => {};

// `click` too: the early-events script (shared/early-events.ts) replays a held press as a click.
const OPENING_EVENTS = [...WAKING_EVENTS, 'click'] as const;

/**
 * Closes the gate for the page's first hydration; boot.tsx calls it just before hydrating. A
 * page rendered by the client (a navigation, the shell) never defers: there is no HTML to keep.
 */
export function deferHydrationUntilOpened(): void {
  if (gate) return;
  let resolve = () => {};
  const closed: Gate = new Promise<void>((done) => (resolve = done));
  const opened = () => {
    for (const type of OPENING_EVENTS) document.removeEventListener(type, opened, true);
    if (gate !== closed) return;
    gate = undefined;
    // Read by React's `use`: a boundary that mounts afterwards does not suspend even once.
    closed.status = 'fulfilled';
    closed.value = undefined;
    resolve();
  };
  gate = closed;
  for (const type of OPENING_EVENTS) document.addEventListener(type, opened, true);
  opener = opened;
}

/** Hydrates every deferred part now (idle time, a navigation inside the app); idempotent. */
export function openDeferredHydration(): void {
  opener();
}

function AfterGate({ waitFor, children }: { waitFor: Gate | undefined; children: ReactNode }) {
  // Typed as a plain promise: React reads the status and value this module sets once it opens.
  if (waitFor && waitFor.status !== 'fulfilled') use(waitFor as Promise<void>);
  return children;
}

/**
 * Whether two renders of a part describe the same content: equal values, or elements of one type
 * and key whose props are the same by this measure (data objects by identity, as the catalogue's
 * hooks keep them).
 */
export function sameContent(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, i) => sameContent(item, b[i]));
  }
  if (!isValidElement(a) || !isValidElement(b) || a.type !== b.type || a.key !== b.key) {
    return false;
  }
  const before = a.props as Record<string, unknown>;
  const after = b.props as Record<string, unknown>;
  const names = Object.keys(before);
  return (
    names.length === Object.keys(after).length &&
    names.every((name) => sameContent(before[name], after[name]))
  );
}

/**
 * A part of the page hydrated after the first screen (see above); a plain part otherwise.
 *
 * While a part waits, React must not see it change: a boundary that gets new props before it has
 * hydrated is drawn again by the client, and this one would then show nothing until the gate
 * opens. So a render with the same content hands React the very element it had, which it skips;
 * content that really changed (a filter) is drawn at once, without waiting.
 */
export function DeferHydration({ children }: { children: ReactNode }) {
  // Taken at mount: only parts hydrated with the page wait; later ones, and new content, do not.
  const [part, setPart] = useState(() => ({ children, waitFor: gate }));
  if (!sameContent(part.children, children)) setPart({ children, waitFor: undefined });
  return useMemo(
    () => (
      <Suspense fallback={null}>
        <AfterGate waitFor={part.waitFor}>{part.children}</AfterGate>
      </Suspense>
    ),
    [part],
  );
}
