/**
 * The console's CSV exports (issue 22): each list with its filters, RFC 4180 with a UTF-8 BOM, no
 * cell a spreadsheet would run as a formula, every row once however many chunks it takes, and
 * `/bookings.csv` never read as a booking's id.
 */
import { describe, expect, it } from 'vitest';
import { CSV_CHUNK_ROWS } from '@api/concierge/exports/csv-stream';
import { waitlist } from '@api/db/schema';
import { CONCIERGE_API } from '@shared/concierge-api';
import { withCookie } from '../../helpers/api';
import { itAnswersEachRole, staffSuite } from '../../helpers/console-calls';
import { insertOrder } from '../../helpers/orders';
import { insertBooking, insertMessage, insertWaitlistEntry } from '../../helpers/staff';

type List = 'bookings' | 'waitlist' | 'messages' | 'orders';
const LISTS: List[] = ['bookings', 'waitlist', 'messages', 'orders'];

const s = staffSuite(['concierge']);

const download = (list: List, query = '') =>
  s.t.request(
    `${CONCIERGE_API.csv(list)}${query ? `?${query}` : ''}`,
    withCookie(s.concierge.cookie),
  );

/** RFC 4180 read back: records of fields, quotes undone (the test's own reader, no library). */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (quoted && c === '"') {
      quoted = false;
    } else if (quoted || (c !== '"' && c !== ',' && !(c === '\r' && text[i + 1] === '\n'))) {
      field += c;
    } else if (c === '"') {
      quoted = true;
    } else if (c === ',') {
      record.push(field);
      field = '';
    } else {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i++;
    }
  }
  expect(field === '' && record.length === 0, 'the file ends with CRLF').toBe(true);
  return records;
}

/** The download's text without its BOM, and its records by header. */
async function rowsOf(res: Response) {
  expect(res.status).toBe(200);
  const bytes = new Uint8Array(await res.arrayBuffer());
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = new TextDecoder('utf-8', { ignoreBOM: false }).decode(bytes);
  const [header = [], ...records] = parseCsv(text);
  return {
    text,
    header,
    records: records.map((r) => Object.fromEntries(header.map((h, i) => [h, r[i]]))),
  };
}

describe('who may download', () => {
  itAnswersEachRole(
    () => s,
    LISTS.map((list) => [
      `GET /api/concierge/${list}.csv`,
      (cookie: string | undefined) => s.t.request(CONCIERGE_API.csv(list), withCookie(cookie)),
    ]),
    [],
  );
});

describe.each(LISTS)('GET /api/concierge/%s.csv', (list) => {
  it('is a dated CSV attachment in UTF-8 with a BOM, never cached', async () => {
    const res = await download(list);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('Content-Disposition')).toBe(
      `attachment; filename="${list}-2025-09-20.csv"`,
    );
    expect(res.headers.get('Cache-Control')).toBe('private, no-store');
    const { header, records } = await rowsOf(res);
    expect(header.length).toBeGreaterThan(5);
    expect(records).toEqual([]);
  });

  it('checks its query as the list does', async () => {
    const res = await download(list, 'pageSize=500');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ issues: { pageSize: expect.any(String) } });
  });
});

describe('the bookings export', () => {
  it('is not taken for the booking with the id "bookings.csv"', async () => {
    insertBooking(s.t, s.time, { id: 'b1' });
    const res = await download('bookings');
    expect(res.headers.get('Content-Type')).toMatch(/^text\/csv/);
    const { records } = await rowsOf(res);
    expect(records.map((r) => r.Booking)).toEqual(['b1']);
  });

  it('escapes every formula and quotes commas, quotes and line breaks (RFC 4180)', async () => {
    const names = ['=1+1', '+x', '-x', '@x', '\tx', '\rx', 'Ada Lovelace'];
    for (const [i, guestName] of names.entries()) {
      insertBooking(s.t, s.time, {
        id: `b${i}`,
        guestName,
        specialRequests: i === 0 ? 'Champagne, "Krug" please\nand flowers' : null,
        createdAt: new Date(s.time.now().getTime() - i * 1000).toISOString(),
      });
    }
    const { text, records } = await rowsOf(await download('bookings'));
    expect(records.map((r) => r.Guest)).toEqual([
      "'=1+1",
      "'+x",
      "'-x",
      "'@x",
      "'\tx",
      "'\rx",
      'Ada Lovelace',
    ]);
    expect(text).toContain('"Champagne, ""Krug"" please\nand flowers"');
    expect(text).toContain(`"'\rx"`);
    expect(records[0]).toMatchObject({
      Status: 'pending',
      Destination: 'Aspen',
      'Total price': '29670.00',
      'Quoted price': '',
      Guests: '2',
    });
  });

  it('applies the list’s filters and ignores its page', async () => {
    insertBooking(s.t, s.time, { id: 'p', guestName: 'Ada Lovelace' });
    insertBooking(s.t, s.time, { id: 'q', status: 'quoted', guestName: 'Ada Byron' });
    insertBooking(s.t, s.time, { id: 'z', guestName: 'Bob Stone' });
    const ids = async (query: string) =>
      (await rowsOf(await download('bookings', query))).records.map((r) => r.Booking).sort();
    expect(await ids('status=quoted')).toEqual(['q']);
    expect(await ids('q=ada')).toEqual(['p', 'q']);
    expect(await ids('page=2&pageSize=1')).toEqual(['p', 'q', 'z']);
  });
});

it('sends every row once, newest first, across chunks and ties of the same instant', async () => {
  const count = CSV_CHUNK_ROWS * 2 + 345;
  const start = s.time.now().getTime();
  s.t.db.$client.transaction(() => {
    for (let i = 0; i < count; i++) {
      // Ten applications to each second: ties fall on the chunks' edges too.
      const at = new Date(start + Math.floor(i / 10) * 1000).toISOString();
      s.t.db
        .insert(waitlist)
        .values({
          firstName: 'Applicant',
          lastName: String(i),
          email: `a${i}@example.com`,
          phoneNumber: '+1 555 010 2030',
          interests: 'travel',
          createdAt: at,
          updatedAt: at,
        })
        .run();
    }
  })();
  const { records } = await rowsOf(await download('waitlist'));
  expect(records).toHaveLength(count);
  expect(records.map((r) => Number(r['Last name']))).toEqual(
    Array.from({ length: count }, (_, i) => count - 1 - i),
  );
});

it('exports the waitlist with its filters', async () => {
  insertWaitlistEntry(s.t, s.time, { firstName: 'Ada', lastName: 'Lovelace', staffNote: '@home' });
  insertWaitlistEntry(s.t, s.time, { status: 'invited' });
  const { records } = await rowsOf(await download('waitlist', 'status=new&q=ada%20love'));
  expect(records).toEqual([
    expect.objectContaining({
      'First name': 'Ada',
      Status: 'new',
      'Staff note': "'@home",
    }),
  ]);
});

it('exports the messages with a consultation’s details', async () => {
  insertMessage(s.t, s.time, { subject: '=HYPERLINK("http://evil")' });
  insertMessage(s.t, s.time, {
    kind: 'consultation',
    subject: null,
    type: null,
    details: {
      callType: 'video',
      preferredDate: '2025-10-02',
      preferredTime: '10:00',
      topic: 'Kyoto in spring',
      appleId: null,
    },
  });
  const { records } = await rowsOf(await download('messages'));
  expect(records.map((r) => [r.Kind, r.Subject, r['Call type'], r.Topic])).toEqual([
    ['consultation', '', 'video', 'Kyoto in spring'],
    ['contact', '\'=HYPERLINK("http://evil")', '', ''],
  ]);
  const only = await rowsOf(await download('messages', 'kind=contact'));
  expect(only.records).toHaveLength(1);
});

it('exports the orders with the amounts and where they go', async () => {
  insertOrder(s.t, s.time, {
    id: 'o1',
    shippingAddress: {
      name: 'Amelia Hart',
      line1: '1 Harbour Street',
      line2: null,
      city: 'Sausalito',
      state: 'CA',
      postalCode: '94965',
      country: 'US',
    },
  });
  insertOrder(s.t, s.time, { id: 'o2', status: 'pending', paidAt: null });
  const { records } = await rowsOf(await download('orders', 'filter=paid'));
  expect(records).toEqual([
    expect.objectContaining({
      Order: 'o1',
      Amount: '185.00',
      'Paid in all': '185.00',
      'Ship to': 'Amelia Hart',
      'Address line 2': '',
      'Postal code': '94965',
    }),
  ]);
});
