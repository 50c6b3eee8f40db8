/**
 * Sends the mail outbox (mail-queue.ts): every few seconds, the due rows, oldest first, through
 * the Mailer. Each row is claimed before it is sent, so two workers, or a run that overlaps the
 * last, never send one twice; a failed send is tried again later (1 min, 5 min, 30 min, 2 h, 6 h)
 * and given up after the sixth attempt, with an error in the log.
 */
import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema/mail';
import type { Clock, Logger } from '../runtime';
import type { Mailer } from './mailer';
import { startPeriodicWorker, type PeriodicWorker } from '../lib/periodic-worker';

export const MAIL_INTERVAL_MS = 15_000;
/** How many mails one run sends at most: a backlog drains over several runs, never in a burst. */
export const MAIL_BATCH_SIZE = 10;
/** The wait before each retry; after the last, the mail is given up (6 attempts in all). */
export const MAIL_RETRY_DELAYS_MS = [60_000, 300_000, 1_800_000, 7_200_000, 21_600_000] as const;
export const MAIL_MAX_ATTEMPTS = MAIL_RETRY_DELAYS_MS.length + 1;
/**
 * A claimed row is left alone this long: longer than any send takes (nodemailer's own timeouts
 * end a stuck SMTP call within minutes), so only a worker that died mid-send lets it go again.
 */
export const MAIL_LEASE_MS = 15 * 60_000;
/** lastError is for a person reading the outbox, not a log dump. */
const ERROR_MAX = 500;

export interface MailWorkerHooks {
  /** after a mail is accepted by the mail server (or written to the log) */
  onSent?: (kind: string) => void;
  /** after a failed attempt; `final` when it was the last and the mail is given up */
  onFailed?: (kind: string, final: boolean) => void;
}

export interface MailWorkerDeps extends MailWorkerHooks {
  db: Db;
  mailer: Mailer;
  clock: Clock;
  log: Logger;
  batchSize?: number;
  leaseMs?: number;
}

export interface MailRun {
  sent: number;
  /** failed attempts that will be retried */
  retried: number;
  /** failed attempts that were the last */
  failed: number;
}

type OutboxRow = typeof mailOutbox.$inferSelect;

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * The error as a short line without secrets: a URL's user and password (an SMTP_URL quoted in a
 * connection error) are cut out, and so is anything past ERROR_MAX characters.
 */
export function describeMailError(err: unknown): string {
  const text = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
  const safe = text.replace(/\b([a-z][a-z0-9+.-]*:\/\/)[^\s/@]*@/gi, '$1[redacted]@');
  return safe.length > ERROR_MAX ? `${safe.slice(0, ERROR_MAX - 1)}…` : safe;
}

function nextDue(db: Db, now: Date): OutboxRow | undefined {
  return db
    .select()
    .from(mailOutbox)
    .where(
      and(
        isNull(mailOutbox.sentAt),
        isNull(mailOutbox.failedAt),
        lte(mailOutbox.nextAttemptAt, now.toISOString()),
      ),
    )
    .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
    .limit(1)
    .all()[0];
}

/**
 * Takes the row for this worker by moving its next attempt past the lease, on the condition that
 * nobody moved it since it was read: false when another worker got there first.
 */
export function claimMail(db: Db, row: OutboxRow, now: Date, leaseMs = MAIL_LEASE_MS): boolean {
  return (
    db
      .update(mailOutbox)
      .set({ nextAttemptAt: iso(now.getTime() + leaseMs) })
      .where(
        and(
          eq(mailOutbox.id, row.id),
          eq(mailOutbox.nextAttemptAt, row.nextAttemptAt),
          isNull(mailOutbox.sentAt),
          isNull(mailOutbox.failedAt),
        ),
      )
      .run().changes === 1
  );
}

/** Records a failed attempt: the next one after its back-off, or none after the last. */
function recordFailure(db: Db, row: OutboxRow, error: string, now: Date): boolean {
  const attempts = row.attempts + 1;
  const delay = MAIL_RETRY_DELAYS_MS[attempts - 1];
  db.update(mailOutbox)
    .set({
      attempts,
      lastError: error,
      ...(delay === undefined
        ? { failedAt: now.toISOString() }
        : { nextAttemptAt: iso(now.getTime() + delay) }),
    })
    .where(eq(mailOutbox.id, row.id))
    .run();
  return delay === undefined;
}

/** A metrics hook must never stop the outbox. */
function tell(log: Logger, hook: () => void) {
  try {
    hook();
  } catch (err) {
    log('A mail worker hook failed', err);
  }
}

/** One run: sends up to `batchSize` due mails, one at a time, each claimed first. */
export async function sendDueMail(deps: MailWorkerDeps): Promise<MailRun> {
  const { db, mailer, clock, log, onSent, onFailed } = deps;
  const run: MailRun = { sent: 0, retried: 0, failed: 0 };
  for (let i = 0; i < (deps.batchSize ?? MAIL_BATCH_SIZE); i++) {
    const row = nextDue(db, clock());
    if (!row) break;
    // Another worker took it between the read and the claim: on to the next.
    if (!claimMail(db, row, clock(), deps.leaseMs)) continue;
    try {
      await mailer.send({
        to: row.toAddress,
        subject: row.subject,
        text: row.textBody,
        ...(row.htmlBody === null ? {} : { html: row.htmlBody }),
      });
    } catch (err) {
      const error = describeMailError(err);
      const final = recordFailure(db, row, error, clock());
      if (final) {
        run.failed++;
        log(`Mail ${row.id} (${row.kind}) given up after ${MAIL_MAX_ATTEMPTS} attempts: ${error}`);
      } else {
        run.retried++;
      }
      if (onFailed) tell(log, () => onFailed(row.kind, final));
      continue;
    }
    db.update(mailOutbox)
      .set({ sentAt: clock().toISOString(), attempts: row.attempts + 1, lastError: null })
      .where(eq(mailOutbox.id, row.id))
      .run();
    run.sent++;
    if (onSent) tell(log, () => onSent(row.kind));
  }
  return run;
}

export type MailWorker = PeriodicWorker;

/** Runs at start, then every `intervalMs`; the timer never keeps a stopping process alive. */
export function startMailWorker(
  deps: MailWorkerDeps,
  intervalMs: number = MAIL_INTERVAL_MS,
): MailWorker {
  return startPeriodicWorker(
    () => sendDueMail(deps),
    (err) => deps.log('Mail worker run failed', err),
    intervalMs,
  );
}
