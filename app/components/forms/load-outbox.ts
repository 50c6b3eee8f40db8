import { prefetchLocal } from '@app/local/db/local-db';
import { LocalUnavailableError } from '@app/local/db/local-unavailable';
import { whenIdle } from '@app/local/when-idle';

/**
 * The outbox's code, loaded by a form's first submission rather than with the form (issue 40).
 * It brings its flush, its retry policy and every form's schema (it checks items saved by
 * another version), ~4 KiB of script no visitor who only reads a page needs; each public form
 * page came to 150 KB of script and more with it. A submission loads the database's code at
 * the same moment anyway, since every write is stored before it is sent. Code that never
 * arrives stores nothing: the form may then go to the server itself (or-server-post.ts).
 */
export const loadOutbox = () =>
  import('@app/local/outbox/outbox').catch((err: unknown) => {
    throw new LocalUnavailableError(err);
  });

let atHand = false;

/** Fetches the code a submission needs, without opening or starting anything. */
function prefetchSubmissionCode(): void {
  void loadOutbox().catch(() => {});
  void prefetchLocal();
  void import('@app/local/sync/sync').catch(() => {});
}

/**
 * Brings the code a submission needs once a person starts on a form (a field focused, a choice
 * pressed), without opening or starting anything: the outbox, the database and the sync engine
 * that sends what waits once the connection is back. A form filled in online and sent after the
 * signal drops then finds it here even where no service worker has cached it yet (a first visit):
 * an import that failed offline would fail again from the browser's module map, not retry. A
 * visitor who only reads the page loads none of it; the fetch waits for an idle moment, so the
 * first keystroke is not delayed. Once a page, however many forms it shows.
 */
export function keepOutboxAtHand(): void {
  if (atHand || typeof document === 'undefined') return;
  atHand = true;
  const started = (event: Event) => {
    if (!(event.target instanceof Element) || !event.target.closest('form')) return;
    document.removeEventListener('focusin', started, true);
    document.removeEventListener('pointerdown', started, true);
    whenIdle(prefetchSubmissionCode, 500);
  };
  document.addEventListener('focusin', started, true);
  document.addEventListener('pointerdown', started, true);
}
