/**
 * An itinerary's changes in plain words, for the member's message and mail: "Flight Teterboro
 * (KTEB) → Nice Cote D'Azur (LFMN): departs 1 Mar 2027, 10:00 EST (was 09:00 EST)".
 */
import type {
  ItineraryFlightView,
  ItineraryItemView,
  ItineraryMoment,
  ItineraryTransferView,
} from '@shared/itinerary-api';
import type { ItineraryChange } from './itinerary-plan';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 2027-03-01 → "1 Mar 2027" */
export function dayText(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return `${d} ${MONTHS[m - 1]} ${y}`;
}

/** "1 Mar 2027, 09:00 EST" */
export const momentText = (m: ItineraryMoment) =>
  `${dayText(m.local.slice(0, 10))}, ${m.local.slice(11)} ${m.zone}`;

const airportText = (m: ItineraryFlightView['departure']) =>
  `${m.airport.shortName} (${m.airport.code})`;

/** What the member calls the item: "Flight Teterboro (KTEB) → Nice (LFMN)", "Stay at Hôtel du Cap". */
export function itemLabel(item: ItineraryItemView): string {
  switch (item.kind) {
    case 'flight':
      return `Flight ${airportText(item.departure)} → ${airportText(item.arrival)}`;
    case 'stay':
      return `Stay at ${item.name}`;
    case 'transfer':
      return `Transfer ${item.from} → ${item.to}`;
    case 'note':
      return `Note “${item.text.length > 60 ? `${item.text.slice(0, 57)}…` : item.text}”`;
  }
}

/** The item's when: "departs 1 Mar 2027, 09:00 EST", "1 Mar 2027 to 8 Mar 2027". */
export function itemWhen(item: ItineraryItemView): string | undefined {
  switch (item.kind) {
    case 'flight':
      return `departs ${momentText(item.departure)}, arrives ${momentText(item.arrival)}`;
    case 'stay':
      return `${dayText(item.checkIn)} to ${dayText(item.checkOut)}`;
    case 'transfer':
      return momentText(item.time);
    case 'note':
      return undefined;
  }
}

type Field = [words: string, read: (item: ItineraryItemView) => string | undefined];
const text = (key: string) => (item: ItineraryItemView) =>
  (item as unknown as Record<string, string | undefined>)[key];

const FIELDS: Record<ItineraryItemView['kind'], Field[]> = {
  flight: [
    ['from', (i) => airportText((i as ItineraryFlightView).departure)],
    ['to', (i) => airportText((i as ItineraryFlightView).arrival)],
    ['departs', (i) => momentText((i as ItineraryFlightView).departure)],
    ['arrives', (i) => momentText((i as ItineraryFlightView).arrival)],
    ['FBO', text('fbo')],
    ['aircraft', text('aircraft')],
    ['tail number', text('tailNumber')],
    ['captain', text('captain')],
    ['passengers', text('passengers')],
  ],
  stay: [
    ['hotel', text('name')],
    ['address', text('address')],
    ['check-in', (i) => dayText(text('checkIn')(i)!)],
    ['check-out', (i) => dayText(text('checkOut')(i)!)],
    ['confirmation number', text('confirmation')],
  ],
  transfer: [
    ['pick-up time', (i) => momentText((i as ItineraryTransferView).time)],
    ['pick-up', text('from')],
    ['drop-off', text('to')],
    ['driver', text('driver')],
    ["driver's phone", text('phone')],
  ],
  note: [['note', text('text')]],
};

/** "departs 1 Mar 2027, 10:00 EST (was 1 Mar 2027, 09:00 EST); FBO removed" */
function differences(before: ItineraryItemView, after: ItineraryItemView): string {
  if (before.kind !== after.kind) return `now ${itemLabel(after)}`;
  return FIELDS[after.kind]
    .flatMap(([words, read]) => {
      const was = read(before);
      const now = read(after);
      if (was === now) return [];
      if (now === undefined) return [`${words} removed (was ${was})`];
      return [was === undefined ? `${words} ${now}` : `${words} ${now} (was ${was})`];
    })
    .join('; ');
}

/** One line per change, the order of the new list first, then what was taken out. */
export function changeLines(changes: ItineraryChange[]): string[] {
  return changes.map(({ type, before, after }) => {
    if (type === 'added' && after) {
      const when = itemWhen(after);
      return `Added: ${itemLabel(after)}${when ? `, ${when}` : ''}`;
    }
    if (type === 'removed' && before) return `Removed: ${itemLabel(before)}`;
    return `Changed: ${itemLabel(after!)}: ${differences(before!, after!)}`;
  });
}
