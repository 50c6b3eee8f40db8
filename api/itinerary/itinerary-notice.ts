/**
 * Telling the member that their confirmed trip's itinerary was written or changed, in the
 * concierge's transaction (so the notice exists exactly when the change does): a message in the
 * booking's conversation and a mail, both naming what changed in plain words.
 */
import type { Tx } from '../db/client';
import type { MailContext } from '../mail/mail-context';
import { queueMail } from '../mail/mail-queue';
import { itineraryChangeMail } from '../mail/templates/itinerary-mail';
import { PUSH_SCREENS } from '@shared/push-api';
import { queuePush, tripUrgency } from '../push';
import { addRecordMessage, threadSubjects } from '../threads';
import { changeLines, itemLabel, itemWhen } from './change-words';
import type { ItineraryPlan } from './itinerary-plan';

/** The member's screen for a trip, linked from the mail (and, later, the notification). */
export const tripPath = PUSH_SCREENS.trip;

export interface ItineraryNotice {
  booking: {
    id: string;
    /** null for a guest's booking: no conversation, mail only */
    userId: string | null;
    guestName: string;
    guestEmail: string;
    destinationName: string;
    /** the trip's first day: a notice within 48 hours of it is sent as urgent */
    departureDate: string;
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
 * The one place an itinerary change reaches the member: the conversation, the phone's
 * notification (queued in this same transaction, opening the trip) and the mail.
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
    const more = lines.length > 1 ? ` (and ${lines.length - 1} more)` : '';
    queuePush(
      tx,
      {
        memberId: booking.userId,
        category: 'trips',
        // One per change: the concierge's write is the only one at this instant for the trip.
        eventKey: `itinerary:${booking.id}:${now.toISOString()}`,
        title: first ? 'Your itinerary is ready' : 'Your itinerary has changed',
        body: `${trip}: ${lines[0]}${more}`,
        url: tripPath(booking.id),
        tag: `trip:${booking.id}`,
        urgency: tripUrgency(booking.departureDate, now),
      },
      now,
    );
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
