import type { Db } from '../db/client';
import type { MailContext } from '../mail/mail-context';
import type { Clock } from '../runtime';

/** What the bookings routes are built from (app.ts). */
export interface BookingsDeps {
  db: Db;
  clock: Clock;
  /** the guest's 'booking received' mail */
  mail: MailContext;
}
