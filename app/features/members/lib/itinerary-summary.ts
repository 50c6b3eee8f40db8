import type { ItineraryItemView } from '@shared/itinerary-api';
import { itineraryDay, momentAt, momentDay } from '@app/lib/itinerary-times';

/** One line per step, as the member would write it to someone travelling with them. */
function line(item: ItineraryItemView): string {
  switch (item.kind) {
    case 'flight': {
      const { departure, arrival } = item;
      return `Flight ${departure.airport.shortName} → ${arrival.airport.shortName}, ${momentDay(departure)}, departs ${momentAt(departure, departure.airport.shortName)}, arrives ${momentAt(arrival, arrival.airport.shortName)}`;
    }
    case 'stay':
      return `Stay at ${item.name}, ${itineraryDay(item.checkIn)} to ${itineraryDay(item.checkOut)}`;
    case 'transfer':
      return `Transfer ${item.from} → ${item.to}, ${momentDay(item.time)}, ${momentAt(item.time)}`;
    case 'note':
      return item.text;
  }
}

/** The itinerary as text to share: the trip, then its steps in order. */
export const itinerarySummary = (trip: string, items: ItineraryItemView[]): string =>
  [trip, ...items.map((item) => `• ${line(item)}`)].join('\n');
