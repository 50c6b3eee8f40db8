/**
 * Airports by IATA or ICAO code, with their IANA time zone, from the airport-data-js package
 * (OurAirports-based, CC BY 4.0). Its data is several megabytes, so it is loaded on the first
 * itinerary written, not at start; it never reaches the app's bundle (only the API imports it).
 */
import { createRequire } from 'node:module';
import type { ItineraryAirport } from '@shared/itinerary-api';
import { isTimeZone } from '@shared/schemas/itinerary';

type AirportData = typeof import('airport-data-js');
let data: AirportData | undefined;
// A CommonJS bundle whose exports Node's ESM loader cannot name: required, not imported.
const load = () => (data ??= createRequire(import.meta.url)('airport-data-js') as AirportData);

/** "Teterboro Airport" → "Teterboro"; "Nice Cote D'Azur Airport" → "Nice Cote D'Azur". */
export const shortAirportName = (name: string) =>
  name.replace(/\s+(International\s+)?(Airport|Airfield|Aerodrome)$/i, '').trim() || name;

/**
 * The airports of the given codes (upper case, 3 or 4 characters), keyed by code as given; a
 * code the data does not know, or whose zone the platform does not know, is left out.
 */
export async function lookupAirports(codes: string[]): Promise<Map<string, ItineraryAirport>> {
  const unique = [...new Set(codes)];
  const found = unique.length ? await load().getMultipleAirports(unique) : [];
  const airports = new Map<string, ItineraryAirport>();
  unique.forEach((code, i) => {
    const a = found[i];
    if (!a || !a.time || !isTimeZone(a.time)) return;
    airports.set(code, {
      code,
      iata: a.iata || null,
      icao: a.icao || null,
      name: a.airport,
      shortName: shortAirportName(a.airport),
      timeZone: a.time,
    });
  });
  return airports;
}
