/**
 * A booking's hotel price is its destination's at the time of booking (issue 39): an admin's
 * change reaches the public record and the next booking, never a booking made before it, and a
 * request queued offline with last week's figures is priced by the server's.
 */
import { describe, expect, it } from 'vitest';
import { uuidV5 } from '@api/catalog/seed-data/stable-id';
import { API, type BookingResponse } from '@shared/api';
import { CATALOG_EDITOR_API as EDITOR, type ConsoleDestination } from '@shared/catalog-editor-api';
import type { Destination } from '@shared/schemas/catalog';
import { TEST_ORIGIN, withCookie } from '../../helpers/api';
import { staffSuite } from '../../helpers/console-calls';
import { dbRows } from '../../helpers/db-rows';
import { PUBLIC_WRITES } from '../../helpers/write-bodies';

const ASPEN = uuidV5('destination:aspen');
const s = staffSuite(['admin']);
const body = { ...PUBLIC_WRITES[API.bookings], jetPrice: 27000, totalPrice: 29670 };

async function book() {
  const res = await s.t.post(API.bookings, body);
  expect(res.status).toBe(201);
  return (await res.json()) as BookingResponse;
}

async function setHotelPrice(hotelPrice: string) {
  const get = await s.t.request(EDITOR.record('destinations', ASPEN), withCookie(s.admin.cookie));
  const seen = (await get.json()) as ConsoleDestination;
  s.time.advance(1000);
  const res = await s.t.app.request(EDITOR.record('destinations', ASPEN), {
    method: 'PATCH',
    body: JSON.stringify({ hotelPrice, expectedUpdatedAt: seen.updatedAt }),
    headers: { 'Content-Type': 'application/json', Origin: TEST_ORIGIN, Cookie: s.admin.cookie },
  });
  expect(res.status).toBe(200);
}

const publicAspen = async () => {
  const list = (await (await s.t.request(API.destinations)).json()) as Destination[];
  return list.find((d) => d.id === ASPEN);
};

describe('a booking’s hotel price', () => {
  it('is spec 9’s 2670.00 by default, and the public destination says so', async () => {
    expect((await publicAspen())?.hotelPrice).toBe('2670.00');
    expect(await book()).toMatchObject({ hotelPrice: '2670.00', totalPrice: '29670.00' });
  });

  it('follows the destination’s price for new bookings, and leaves earlier ones as booked', async () => {
    const before = await book();
    await setHotelPrice('3150.50');
    expect((await publicAspen())?.hotelPrice).toBe('3150.50');
    // Queued offline before the change: the body still carries the old total; the server's wins.
    const after = await book();
    expect(after).toMatchObject({
      hotelPrice: '3150.50',
      jetPrice: '27000.00',
      totalPrice: '30150.50',
    });
    const prices = dbRows(
      s.t.db,
      'SELECT id, hotel_price_cents, total_price_cents FROM bookings ORDER BY rowid',
    );
    expect(prices).toEqual([
      { id: before.id, hotel_price_cents: 267000, total_price_cents: 2967000 },
      { id: after.id, hotel_price_cents: 315050, total_price_cents: 3015050 },
    ]);
  });
});
