import type { MailContext } from '../mail-context';
import type { QueuedMail } from '../mail-queue';
import { brandMail } from './brand-mail';

export interface ItineraryChangeMail {
  to: string;
  name: string;
  /** "Your trip to Aspen" */
  trip: string;
  /** true for the first itinerary of the trip: it is ready, not changed */
  first: boolean;
  /** what changed, one line each, in plain words */
  lines: string[];
  /** the trip's page in the app */
  tripPath: string;
}

/** A confirmed trip's itinerary was written or changed: mail stays the record of trip steps. */
export function itineraryChangeMail(m: ItineraryChangeMail, context: MailContext): QueuedMail {
  const heading = m.first ? 'Your itinerary is ready' : 'Your itinerary has changed';
  return brandMail(
    {
      kind: 'itinerary_changed',
      to: m.to,
      subject: `${heading}: ${m.trip}`,
      heading,
      preview: m.lines[0] ?? heading,
      blocks: [
        { type: 'paragraph', text: `Dear ${m.name},` },
        {
          type: 'paragraph',
          text: m.first
            ? `The concierge has written the itinerary of ${m.trip.replace(/^Your /, 'your ')}.`
            : `The concierge has changed the itinerary of ${m.trip.replace(/^Your /, 'your ')}:`,
        },
        { type: 'note', label: m.first ? 'Itinerary' : 'What changed', text: m.lines.join('\n') },
        { type: 'action', label: 'View your trip', href: `${context.publicUrl}${m.tripPath}` },
      ],
    },
    context,
  );
}
