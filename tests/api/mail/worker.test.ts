/** The mail outbox's worker (issue 22): sends once, retries with back-off, gives up, never twice. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { closeDb, migrate, openDb, type Db } from '@api/db/client';
import { pruneMailOutbox, queueMail, type QueuedMail } from '@api/mail/mail-queue';
import {
  claimMail,
  describeMailError,
  MAIL_MAX_ATTEMPTS,
  MAIL_RETRY_DELAYS_MS,
  sendDueMail,
  startMailWorker,
  type MailWorkerDeps,
} from '@api/mail/mail-worker';
import type { MailMessage, Mailer } from '@api/mail/mailer';
import { makeClock, type TestClock } from '../../helpers/api';
import { outboxRows } from '../../helpers/db-rows';

interface OutboxRow {
  id: number;
  kind: string;
  attempts: number;
  next_attempt_at: string;
  sent_at: string | null;
  failed_at: string | null;
  last_error: string | null;
}

/** A mailer that records what it sends, fails while `failing` is set, and can be held open. */
function fakeMailer() {
  const sent: MailMessage[] = [];
  const state = {
    sent,
    failing: null as Error | null,
    /** when set, each send waits for this promise */
    hold: null as Promise<void> | null,
  };
  const mailer: Mailer = {
    send: async (message) => {
      if (state.hold) await state.hold;
      if (state.failing) throw state.failing;
      sent.push(message);
    },
  };
  return { mailer, state };
}

const mail = (n: number, overrides: Partial<QueuedMail> = {}): QueuedMail => ({
  kind: 'booking_received',
  to: `guest${n}@example.com`,
  subject: `Subject ${n}`,
  text: `Text ${n}`,
  html: `<p>Html ${n}</p>`,
  ...overrides,
});

let db: Db;
let time: TestClock;
let fake: ReturnType<typeof fakeMailer>;
let logs: string[];
let deps: MailWorkerDeps;
beforeEach(() => {
  db = openDb(':memory:');
  migrate(db);
  time = makeClock();
  fake = fakeMailer();
  logs = [];
  deps = { db, mailer: fake.mailer, clock: time.clock, log: (m) => void logs.push(m) };
});
afterEach(() => closeDb(db));

const rows = () => outboxRows<OutboxRow>(db);
const queue = (m: QueuedMail) => queueMail(db, m, time.now());

describe('sendDueMail', () => {
  it('sends a queued mail once, with both parts, and records it', async () => {
    queue(mail(1));
    expect(await sendDueMail(deps)).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(fake.state.sent).toEqual([
      {
        to: 'guest1@example.com',
        subject: 'Subject 1',
        text: 'Text 1',
        html: '<p>Html 1</p>',
      },
    ]);
    expect(rows()[0]).toMatchObject({
      attempts: 1,
      sent_at: time.now().toISOString(),
      failed_at: null,
      last_error: null,
    });
    time.advance(24 * 3_600_000);
    expect(await sendDueMail(deps)).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(fake.state.sent).toHaveLength(1);
  });

  it('sends a mail without an HTML part as text only', async () => {
    queue(mail(1, { html: undefined }));
    await sendDueMail(deps);
    expect(fake.state.sent[0]).not.toHaveProperty('html');
  });

  it('sends the oldest first, at most a batch per run', async () => {
    for (let n = 1; n <= 4; n++) {
      queue(mail(n));
      time.advance(1000);
    }
    expect(await sendDueMail({ ...deps, batchSize: 3 })).toMatchObject({ sent: 3 });
    expect(fake.state.sent.map((m) => m.subject)).toEqual(['Subject 1', 'Subject 2', 'Subject 3']);
    await sendDueMail({ ...deps, batchSize: 3 });
    expect(fake.state.sent.map((m) => m.subject)).toHaveLength(4);
  });

  it('does not send a mail before its time', async () => {
    queueMail(db, mail(1), new Date(time.now().getTime() + 60_000));
    await sendDueMail(deps);
    expect(fake.state.sent).toEqual([]);
    time.advance(60_000);
    await sendDueMail(deps);
    expect(fake.state.sent).toHaveLength(1);
  });

  it('retries a failed send after 1 min, 5 min, 30 min, 2 h and 6 h', async () => {
    queue(mail(1));
    fake.state.failing = new Error('421 Service not available');
    const expected = [60_000, 300_000, 1_800_000, 7_200_000, 21_600_000];
    expect([...MAIL_RETRY_DELAYS_MS]).toEqual(expected);
    for (const [i, delay] of expected.entries()) {
      expect(await sendDueMail(deps)).toEqual({ sent: 0, retried: 1, failed: 0 });
      expect(rows()[0]).toMatchObject({
        attempts: i + 1,
        next_attempt_at: new Date(time.now().getTime() + delay).toISOString(),
        last_error: 'Error: 421 Service not available',
        failed_at: null,
      });
      // Not a moment early.
      time.advance(delay - 1);
      expect(await sendDueMail(deps)).toEqual({ sent: 0, retried: 0, failed: 0 });
      time.advance(1);
    }
    fake.state.failing = null;
    expect(await sendDueMail(deps)).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(rows()[0]).toMatchObject({ attempts: 6, last_error: null, failed_at: null });
  });

  it('gives up after the sixth failed attempt and logs an error', async () => {
    queue(mail(1, { kind: 'order_shipped' }));
    fake.state.failing = new Error('550 Mailbox unavailable');
    for (const delay of MAIL_RETRY_DELAYS_MS) {
      await sendDueMail(deps);
      time.advance(delay);
    }
    expect(MAIL_MAX_ATTEMPTS).toBe(6);
    expect(await sendDueMail(deps)).toEqual({ sent: 0, retried: 0, failed: 1 });
    expect(rows()[0]).toMatchObject({
      attempts: 6,
      failed_at: time.now().toISOString(),
      last_error: 'Error: 550 Mailbox unavailable',
    });
    expect(logs).toEqual([
      `Mail 1 (order_shipped) given up after 6 attempts: Error: 550 Mailbox unavailable`,
    ]);
    fake.state.failing = null;
    time.advance(7 * 24 * 3_600_000);
    await sendDueMail(deps);
    expect(fake.state.sent).toEqual([]);
  });

  it('a failure does not hold back the mails behind it', async () => {
    queue(mail(1, { to: 'bounces@example.com' }));
    queue(mail(2));
    const mailer: Mailer = {
      send: async (m) => {
        if (m.to === 'bounces@example.com') throw new Error('refused');
        fake.state.sent.push(m);
      },
    };
    expect(await sendDueMail({ ...deps, mailer })).toEqual({ sent: 1, retried: 1, failed: 0 });
    expect(fake.state.sent.map((m) => m.to)).toEqual(['guest2@example.com']);
  });

  it('never sends one mail twice from two overlapping runs', async () => {
    for (let n = 1; n <= 3; n++) queue(mail(n));
    let release!: () => void;
    fake.state.hold = new Promise((resolve) => (release = resolve));
    const first = sendDueMail(deps);
    const second = sendDueMail(deps);
    release();
    const runs = await Promise.all([first, second]);
    expect(runs.reduce((sum, run) => sum + run.sent, 0)).toBe(3);
    expect(fake.state.sent.map((m) => m.subject).sort()).toEqual([
      'Subject 1',
      'Subject 2',
      'Subject 3',
    ]);
    expect(rows().every((r) => r.attempts === 1 && r.sent_at !== null)).toBe(true);
  });

  it('a claim fails for the worker that read the row before another claimed it', () => {
    queue(mail(1));
    const [seen] = db.$client
      .prepare('SELECT id, next_attempt_at AS nextAttemptAt FROM mail_outbox')
      .all() as { id: number; nextAttemptAt: string }[];
    const row = { ...seen!, sentAt: null, failedAt: null } as Parameters<typeof claimMail>[1];
    expect(claimMail(db, row, time.now())).toBe(true);
    expect(claimMail(db, row, time.now())).toBe(false);
  });

  it('a mail sent again after its lease ran out (a worker died mid-send) is sent', async () => {
    queue(mail(1));
    fake.state.hold = new Promise(() => {}); // this send never ends: the worker "died"
    void sendDueMail(deps);
    await Promise.resolve();
    fake.state.hold = null;
    await sendDueMail(deps);
    expect(fake.state.sent).toEqual([]);
    time.advance(15 * 60_000);
    await sendDueMail(deps);
    expect(fake.state.sent).toHaveLength(1);
  });

  it('never sends a mail queued in a transaction that was rolled back', async () => {
    expect(() =>
      db.transaction((tx) => {
        queueMail(tx, mail(1), time.now());
        throw new Error('the action failed');
      }),
    ).toThrow('the action failed');
    time.advance(60_000);
    expect(await sendDueMail(deps)).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(fake.state.sent).toEqual([]);
    expect(rows()).toEqual([]);
  });

  it('tells the hooks of each mail sent and each failure, and survives a failing hook', async () => {
    const events: string[] = [];
    queue(mail(1, { kind: 'booking_quoted' }));
    queue(mail(2, { kind: 'order_shipped', to: 'bounces@example.com' }));
    const mailer: Mailer = {
      send: async (m) => {
        if (m.to === 'bounces@example.com') throw new Error('refused');
      },
    };
    const hooked: MailWorkerDeps = {
      ...deps,
      mailer,
      onSent: (kind) => {
        events.push(`sent ${kind}`);
        throw new Error('counter broke');
      },
      onFailed: (kind, final) => events.push(`failed ${kind} ${final}`),
    };
    expect(await sendDueMail(hooked)).toEqual({ sent: 1, retried: 1, failed: 0 });
    expect(events).toEqual(['sent booking_quoted', 'failed order_shipped false']);
    expect(logs).toEqual(['A mail worker hook failed']);
  });
});

describe('pruneMailOutbox', () => {
  it('deletes mail sent or given up over 30 days ago, never mail still to send', async () => {
    queue(mail(1));
    await sendDueMail(deps);
    queue(mail(2, { to: 'bounces@example.com' }));
    const bounce: Mailer = {
      send: async () => {
        throw new Error('refused');
      },
    };
    for (const delay of [...MAIL_RETRY_DELAYS_MS, 0]) {
      await sendDueMail({ ...deps, mailer: bounce });
      time.advance(delay);
    }
    queueMail(db, mail(3), new Date(time.now().getTime() + 60 * 24 * 3_600_000));
    expect(pruneMailOutbox(db, time.now())).toBe(0);
    // The given-up one failed last; exactly 30 days on it is still kept.
    time.advance(30 * 24 * 3_600_000);
    expect(pruneMailOutbox(db, time.now())).toBe(1);
    time.advance(1);
    expect(pruneMailOutbox(db, time.now())).toBe(1);
    expect(rows().map((r) => r.kind)).toEqual(['booking_received']);
    expect(rows()[0]!.sent_at).toBeNull();
  });
});

describe('describeMailError', () => {
  it('keeps no credentials and no more than 500 characters', () => {
    expect(
      describeMailError(new Error('connect ECONNREFUSED smtps://club:s3cret@mail.example:465')),
    ).toBe('Error: connect ECONNREFUSED smtps://[redacted]@mail.example:465');
    expect(describeMailError('x'.repeat(2000))).toHaveLength(500);
  });
});

describe('startMailWorker', () => {
  it('runs at start, then on its interval, and stops after the run under way', async () => {
    queue(mail(1));
    const worker = startMailWorker(deps, 60_000);
    await worker.runNow();
    expect(fake.state.sent).toHaveLength(1);
    queue(mail(2));
    let release!: () => void;
    fake.state.hold = new Promise((resolve) => (release = resolve));
    const running = worker.runNow();
    const stopped = worker.stop();
    let done = false;
    void stopped.then(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(false);
    release();
    await Promise.all([running, stopped]);
    expect(fake.state.sent).toHaveLength(2);
    queue(mail(3));
    await worker.runNow();
    expect(fake.state.sent).toHaveLength(2);
  });

  it('logs a run that failed and keeps going', async () => {
    const broken = {
      ...deps,
      db: {
        select: () => {
          throw new Error('disk I/O error');
        },
      },
    };
    const worker = startMailWorker(broken as unknown as MailWorkerDeps, 60_000);
    await worker.runNow();
    await worker.stop();
    expect(logs.length).toBeGreaterThan(0);
    expect(new Set(logs)).toEqual(new Set(['Mail worker run failed']));
  });
});
