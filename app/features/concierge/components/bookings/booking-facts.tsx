import type { ConciergeBooking } from '@shared/api';
import { amountLabel, dayLabel, momentLabel } from '../../lib/format';
import { DetailList, orDash } from '../common/detail-list';
import { Panel } from '../common/panel';

const nights = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`)) / 86_400_000);

/** The trip, the guest and the prices of a booking, as the guest gave them. */
export function BookingFacts({ booking: b }: { booking: ConciergeBooking }) {
  const stay = nights(b.departureDate, b.returnDate);
  return (
    <>
      <Panel title="The trip">
        <DetailList
          columns={4}
          items={[
            { term: 'Destination', value: b.destinationName },
            { term: 'Private jet', value: b.jetName },
            { term: 'Departure', value: dayLabel(b.departureDate) },
            {
              term: 'Return',
              value: `${dayLabel(b.returnDate)}${stay > 0 ? ` · ${stay} night${stay === 1 ? '' : 's'}` : ''}`,
            },
            { term: 'Guests', value: b.guests },
            { term: 'Received', value: momentLabel(b.createdAt) },
          ]}
        />
      </Panel>
      <Panel title="The guest">
        <DetailList
          columns={3}
          items={[
            { term: 'Name', value: b.guestName },
            {
              term: 'Email',
              value: (
                <a href={`mailto:${b.guestEmail}`} className="text-gold-200 hover:underline">
                  {b.guestEmail}
                </a>
              ),
            },
            {
              term: 'Phone',
              value: (
                <a href={`tel:${b.guestPhone}`} className="text-gold-200 hover:underline">
                  {b.guestPhone}
                </a>
              ),
            },
            {
              term: 'Special requests',
              value: orDash(
                b.specialRequests && (
                  <span className="whitespace-pre-line">{b.specialRequests}</span>
                ),
              ),
              wide: true,
            },
          ]}
        />
      </Panel>
      <Panel title="Prices">
        <DetailList
          columns={4}
          items={[
            { term: 'Hotel', value: amountLabel(b.hotelPrice) },
            { term: 'Private jet', value: amountLabel(b.jetPrice) },
            { term: 'Total as booked', value: amountLabel(b.totalPrice) },
            {
              term: 'Quoted by the club',
              value: orDash(
                b.quotedPrice && (
                  <span className="text-gold-200">{amountLabel(b.quotedPrice)}</span>
                ),
              ),
            },
          ]}
        />
      </Panel>
    </>
  );
}

/** What the guest was last told, and when. */
export function LastWord({ booking: b }: { booking: ConciergeBooking }) {
  return (
    <Panel title="Last word to the guest">
      {b.conciergeNote ? (
        <blockquote className="border-l-2 border-gold-500/50 pl-4 text-sm leading-relaxed whitespace-pre-line text-sand-100">
          {b.conciergeNote}
        </blockquote>
      ) : (
        <p className="text-sm text-stone-400">No note has been sent yet.</p>
      )}
      <p className="mt-3 text-xs text-stone-400">
        {b.statusChangedAt
          ? `Status last changed ${momentLabel(b.statusChangedAt)}`
          : 'Status unchanged since it was received'}
      </p>
    </Panel>
  );
}
