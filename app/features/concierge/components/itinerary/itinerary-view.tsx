import type {
  ItineraryFlightView,
  ItineraryItemView,
  ItineraryTransferView,
} from '@shared/itinerary-api';
import { itineraryDay, momentAt, momentDay } from '@app/lib/itinerary-times';
import { KIND_WORDS } from '../../lib/itinerary-form';

type Row = [label: string, value: string | undefined];

const flightRows = (f: ItineraryFlightView): Row[] => [
  ['Departs', `${momentDay(f.departure)}, ${momentAt(f.departure, f.departure.airport.shortName)}`],
  ['Arrives', `${momentDay(f.arrival)}, ${momentAt(f.arrival, f.arrival.airport.shortName)}`],
  ['FBO', f.fbo],
  ['Aircraft', f.aircraft],
  ['Tail number', f.tailNumber],
  ['Captain', f.captain],
  ['Passengers', f.passengers],
];

const transferRows = (t: ItineraryTransferView): Row[] => [
  ['Pick-up', `${momentDay(t.time)}, ${momentAt(t.time)}`],
  ['Driver', t.driver],
  ['Phone', t.phone],
];

/** The item's title and facts, each time at its place ("09:00 at Teterboro, EST"). */
function describe(item: ItineraryItemView): { title: string; rows: Row[] } {
  switch (item.kind) {
    case 'flight':
      return {
        title: `${item.departure.airport.shortName} (${item.from}) → ${item.arrival.airport.shortName} (${item.to})`,
        rows: flightRows(item),
      };
    case 'stay':
      return {
        title: item.name,
        rows: [
          ['Address', item.address],
          ['Check-in', itineraryDay(item.checkIn)],
          ['Check-out', itineraryDay(item.checkOut)],
          ['Confirmation', item.confirmation],
        ],
      };
    case 'transfer':
      return { title: `${item.from} → ${item.to}`, rows: transferRows(item) };
    case 'note':
      return { title: item.text, rows: [] };
  }
}

/** The itinerary as saved, in order. */
export function ItineraryView({ items }: { items: readonly ItineraryItemView[] }) {
  return (
    <ol className="flex flex-col divide-y divide-white/6">
      {items.map((item, index) => (
        <ItineraryRow key={item.uid} item={item} n={index + 1} />
      ))}
    </ol>
  );
}

function ItineraryRow({ item, n }: { item: ItineraryItemView; n: number }) {
  const { title, rows } = describe(item);
  const shown = rows.filter(([, value]) => value);
  return (
    <li className="py-4 first:pt-0 last:pb-0">
      <p className="text-[0.66rem] font-semibold tracking-[0.16em] text-stone-400 uppercase">
        {n}. {KIND_WORDS[item.kind]}
      </p>
      <p
        className={
          item.kind === 'note'
            ? 'mt-1 text-sm whitespace-pre-line text-sand-100'
            : 'mt-1 text-sm font-semibold break-words text-ivory-50'
        }
      >
        {title}
      </p>
      {shown.length > 0 && (
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          {shown.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-stone-400">{label}</dt>
              <dd className="break-words text-sand-100">{value}</dd>
            </div>
          ))}
        </dl>
      )}
    </li>
  );
}
