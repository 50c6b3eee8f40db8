/**
 * The checks of an itinerary that need the airport data, and the places each item is shown with:
 * a flight's airports (by IATA or ICAO code) and their zones, the instants its local times name,
 * an arrival after its departure; a transfer's moment in its zone. Every problem names its item.
 */
import type { ItineraryAirport, ItineraryMoment } from '@shared/itinerary-api';
import type { FlightItem, ItineraryItem, TransferItem } from '@shared/schemas/itinerary';
import { lookupAirports } from './airports';
import { itemIssues, type ItemIssue } from './item-issues';
import { zonedInstant, zoneName } from './local-time';

export const UNKNOWN_AIRPORT_MESSAGE = (code: string) => `Unknown airport code ${code}`;
export const ARRIVAL_BEFORE_DEPARTURE_MESSAGE = 'Arrival is before departure';

export type ResolvedFlight = FlightItem & {
  departure: ItineraryMoment & { airport: ItineraryAirport };
  arrival: ItineraryMoment & { airport: ItineraryAirport };
};
export type ResolvedTransfer = TransferItem & { time: ItineraryMoment };
export type ResolvedItem =
  ResolvedFlight | ResolvedTransfer | Exclude<ItineraryItem, FlightItem | TransferItem>;

export function momentAt(local: string, timeZone: string): ItineraryMoment {
  const instant = zonedInstant(local, timeZone);
  return { local, timeZone, zone: zoneName(instant, timeZone), instant: instant.toISOString() };
}

export type Resolution =
  | { ok: true; items: ResolvedItem[] }
  | { ok: false; message: string; issues: Record<string, string> };

export async function resolveItinerary(items: ItineraryItem[]): Promise<Resolution> {
  const codes = items.flatMap((i) => (i.kind === 'flight' ? [i.from, i.to] : []));
  const airports = await lookupAirports(codes);
  const problems: ItemIssue[] = [];
  const resolved = items.map((item, index): ResolvedItem => {
    if (item.kind === 'transfer') return { ...item, time: momentAt(item.at, item.timeZone) };
    if (item.kind !== 'flight') return item;
    const from = airports.get(item.from);
    const to = airports.get(item.to);
    if (!from)
      problems.push({ index, item, field: 'from', text: UNKNOWN_AIRPORT_MESSAGE(item.from) });
    if (!to) problems.push({ index, item, field: 'to', text: UNKNOWN_AIRPORT_MESSAGE(item.to) });
    if (!from || !to) return item as ResolvedItem;
    const departure = { ...momentAt(item.departs, from.timeZone), airport: from };
    const arrival = { ...momentAt(item.arrives, to.timeZone), airport: to };
    if (arrival.instant <= departure.instant) {
      const text = `${ARRIVAL_BEFORE_DEPARTURE_MESSAGE}: ${item.arrives} ${arrival.zone} at ${item.to} is not after ${item.departs} ${departure.zone} at ${item.from}`;
      problems.push({ index, item, field: 'arrives', text });
    }
    return { ...item, departure, arrival };
  });
  return problems.length ? { ok: false, ...itemIssues(problems) } : { ok: true, items: resolved };
}
