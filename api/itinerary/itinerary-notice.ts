/**
 * Telling the member that their confirmed trip's itinerary was written or changed, in the
 * concierge's transaction (so the notice exists exactly when the change does): a message in the
 * booking's conversation and a mail, both naming what changed in plain words.
 */
import type { Tx } from '../db/client';
import type { MailContext } from '../mail/mail-context';
import { queueMail } from '../mail/mail-queue';
import { itineraryChangeMail } from '../mail/templates/itinerary-mail';
import { addRecordMessage, threadSubjects } from '../threads';
import { changeLines, itemLabel, itemWhen } from './change-words';
import type { ItineraryPlan } from './itinerary-plan';

/** The member's screen for a trip, linked from the mail (and, later, the notification). */
export const tripPath = (bookingId: string) => `/dashboard/trips/${encodeURIComponent(bookingId)}`;

export interface ItineraryNotice {
  booking: {
    id: string;
    /** null for a guest's booking: no conversation, mail only */
    userId: string | null;
    guestName: string;
    guestEmail: string;
    destinationName: string;
  };
  /** the plan written; `first` when the trip had no itinerary before */
  plan: Extract<ItineraryPlan, { ok: true }>;
  first: boolean;
  staff: { id: string; email: string };
  now: Date;
}

/** The lines the member reads: the whole itinerary the first time, then what changed. */
export function noticeLines({ plan, first }: Pick<ItineraryNotice, 'plan' | 'first'>): string[] {
  if (!first) return changeLines(plan.changes);
  return plan.items.map((item) => {
    const when = itemWhen(item);
    return `${itemLabel(item)}${when ? `, ${when}` : ''}`;
  });
}

/**
 * The one place an itinerary change reaches the member. Web Push (issue 38's notifications,
 * built apart) joins here: its durable queue is written in this same transaction, with
 * `tripPath(booking.id)` as the notification's url.
 */
export function notifyItineraryChanged(tx: Tx, notice: ItineraryNotice, mail: MailContext): void {
  const { booking, staff, now, first } = notice;
  const lines = noticeLines(notice);
  if (lines.length === 0) return;
  const trip = threadSubjects.booking(booking.destinationName);
  if (booking.userId !== null) {
    const heading = first ? 'Your itinerary is ready:' : 'Your itinerary has changed:';
    const body = [heading, ...lines.map((l) => `- ${l}`)].join('\n');
    const opening = {
      userId: booking.userId,
      kind: 'booking',
      refId: booking.id,
      subject: trip,
    } as const;
    addRecordMessage(tx, opening, staff, body, now);
  }
  const letter = {
    to: booking.guestEmail,
    name: booking.guestName,
    trip,
    first,
    lines,
    tripPath: tripPath(booking.id),
  };
  queueMail(tx, itineraryChangeMail(letter, mail), now);
}
