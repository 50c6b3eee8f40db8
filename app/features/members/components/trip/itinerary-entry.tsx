import type {
  ItineraryFlightView,
  ItineraryItemView,
  ItineraryStayView,
  ItineraryTransferView,
} from '@shared/itinerary-api';
import { itineraryDay, momentAt, momentDay } from '@app/lib/itinerary-times';
import { ItineraryFacts } from './itinerary-facts';

const KIND_LABELS: Record<ItineraryItemView['kind'], string> = {
  flight: 'Flight',
  stay: 'Stay',
  transfer: 'Transfer',
  note: 'Note',
};

/** One step of the trip, in the order the concierge wrote them. */
export function ItineraryEntry({ item }: { item: ItineraryItemView }) {
  return (
    <li className="rounded-2xl border border-white/6 bg-ink-800/60 p-5">
      <p className="text-eyebrow font-semibold tracking-[0.28em] text-gold-500 uppercase">
        {KIND_LABELS[item.kind]}
      </p>
      {item.kind === 'flight' && <FlightEntry flight={item} />}
      {item.kind === 'stay' && <StayEntry stay={item} />}
      {item.kind === 'transfer' && <TransferEntry transfer={item} />}
      {item.kind === 'note' && (
        <p className="mt-2 whitespace-pre-line text-stone-200">{item.text}</p>
      )}
    </li>
  );
}

function FlightEntry({ flight }: { flight: ItineraryFlightView }) {
  const { departure, arrival } = flight;
  return (
    <>
      <h3 className="mt-2 font-display text-xl text-ivory-50">
        {departure.airport.shortName} → {arrival.airport.shortName}
      </h3>
      <p className="mt-1 text-sm text-stone-300">{momentDay(departure)}</p>
      <ItineraryFacts
        rows={[
          ['Departs', momentAt(departure, departure.airport.shortName)],
          ['Arrives', `${momentAt(arrival, arrival.airport.shortName)}, ${momentDay(arrival)}`],
          ['FBO', flight.fbo],
          ['Aircraft', flight.aircraft],
          ['Tail number', flight.tailNumber],
          ['Captain', flight.captain],
          ['Passengers', flight.passengers],
        ]}
      />
    </>
  );
}

function StayEntry({ stay }: { stay: ItineraryStayView }) {
  return (
    <>
      <h3 className="mt-2 font-display text-xl text-ivory-50">{stay.name}</h3>
      {stay.address && <p className="mt-1 text-sm text-stone-300">{stay.address}</p>}
      <ItineraryFacts
        rows={[
          ['Check-in', itineraryDay(stay.checkIn)],
          ['Check-out', itineraryDay(stay.checkOut)],
          ['Confirmation', stay.confirmation],
        ]}
      />
    </>
  );
}

function TransferEntry({ transfer }: { transfer: ItineraryTransferView }) {
  return (
    <>
      <h3 className="mt-2 font-display text-xl text-ivory-50">
        {transfer.from} → {transfer.to}
      </h3>
      <p className="mt-1 text-sm text-stone-300">
        {momentDay(transfer.time)}, {momentAt(transfer.time)}
      </p>
      <ItineraryFacts
        rows={[
          ['Driver', transfer.driver],
          ['Phone', transfer.phone],
        ]}
      />
    </>
  );
}
