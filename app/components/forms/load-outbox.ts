import { LocalUnavailableError } from '@app/local/db/local-unavailable';

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
