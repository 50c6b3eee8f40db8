/**
 * A test file's app: before each test a fresh one on a movable clock, closed after. The suite is
 * one object filled anew before each test, so a file keeps it in a `const` and reads `s.t`,
 * `s.time`, instead of declaring variables and assigning them in its own hooks.
 */
import { afterEach, beforeEach } from 'vitest';
import type { MailMessage, Mailer } from '@api/mail/mailer';
import { makeClock, makeTestApp, type TestApp, type TestClock } from './api';
import { fakeMailer } from './accounts';

export interface AppSuite {
  t: TestApp;
  time: TestClock;
}

export interface MailedAppSuite extends AppSuite {
  /** What the app mailed, as the mailer was asked to send it (the outbox aside). */
  mailer: Mailer & { sent: MailMessage[] };
}

export function appSuite(): AppSuite {
  const suite = {} as AppSuite;
  beforeEach(() => {
    const time = makeClock();
    Object.assign(suite, { time, t: makeTestApp({ clock: time.clock }) });
  });
  afterEach(() => suite.t?.close());
  return suite;
}

/** An app suite whose mail goes to a fake mailer the test reads. */
export function mailedAppSuite(): MailedAppSuite {
  const suite = {} as MailedAppSuite;
  beforeEach(() => {
    const time = makeClock();
    const mailer = fakeMailer();
    Object.assign(suite, { time, mailer, t: makeTestApp({ clock: time.clock, mailer }) });
  });
  afterEach(() => suite.t?.close());
  return suite;
}
