/**
 * Scheduled posts publish themselves: every few seconds the posts whose time has come are marked
 * published (dated their scheduled time), each with its version, in one transaction, and the
 * server is told which addresses changed. Nobody has to be present.
 */
import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import type { Db } from '../db/client';
import { posts } from '../db/schema/journal';
import { nextUpdatedAt } from '../db/row-version';
import { startPeriodicWorker, type PeriodicWorker } from '../lib/periodic-worker';
import type { Clock, Logger } from '../runtime';
import type { OnJournalChanged } from './journal-deps';
import { findPost, recordVersion } from './post-rows';

export const PUBLISH_INTERVAL_MS = 5_000;

/** Publishes the due posts; answers their addresses (none: nothing was due). */
export function publishDuePosts(db: Db, now: Date): string[] {
  return db.transaction(
    (tx) => {
      const due = tx
        .select({ id: posts.id })
        .from(posts)
        .where(
          and(
            eq(posts.status, 'scheduled'),
            isNull(posts.archivedAt),
            lte(posts.publishAt, now.toISOString()),
          ),
        )
        .orderBy(asc(posts.publishAt))
        .all();
      return due.map(({ id }) => {
        const post = findPost(tx, id)!;
        const changes = {
          status: 'published' as const,
          publishedAt: post.publishAt,
          updatedAt: nextUpdatedAt(post.updatedAt, now),
        };
        tx.update(posts).set(changes).where(eq(posts.id, id)).run();
        recordVersion(tx, { ...post, ...changes }, 'published', null, now);
        return post.slug;
      });
    },
    { behavior: 'immediate' },
  );
}

export interface PublishWorkerDeps {
  db: Db;
  clock: Clock;
  log: Logger;
  onJournalChanged: OnJournalChanged;
}

/** Runs at start, then every `intervalMs`; the timer never keeps a stopping process alive. */
export function startPublishWorker(
  { db, clock, log, onJournalChanged }: PublishWorkerDeps,
  intervalMs = PUBLISH_INTERVAL_MS,
): PeriodicWorker {
  return startPeriodicWorker(
    async () => {
      const slugs = publishDuePosts(db, clock());
      if (slugs.length > 0) onJournalChanged({ slugs });
    },
    (err) => log('Scheduled posts could not be published: they are tried again shortly', err),
    intervalMs,
  );
}
