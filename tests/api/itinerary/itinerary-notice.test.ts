/**
 * A change to a confirmed trip's itinerary tells the member (issue 38): a message from the
 * concierge in the booking's conversation and a mail, both naming what changed in plain words.
 * Before the trip is confirmed the itinerary is work in progress, and nobody is told.
 */
import { describe, expect, it } from 'vitest';
import { THREADS_API, type ThreadDetail, type ThreadSummary } from '@shared/threads-api';
import type { Itinerary } from '@shared/itinerary-api';
import { json, withCookie } from '../../helpers/api';
import { staffSuite } from '../../helpers/console-calls';
import { outboxRows } from '../../helpers/db-rows';
import { insertBooking } from '../../helpers/staff';
import { asSent, putItinerary, STAY, TRIP } from './itinerary-calls';

const s = staffSuite(['concierge', 'member']);

const write = async (id: string, items: unknown[], expectedUpdatedAt: string | null = null) => {
  const { status, body } = await putItinerary(s.t, id, { items, expectedUpdatedAt }, s.concierge);
  expect(status).toBe(200);
  return body as Itinerary;
};

/** The member's conversation about the booking, as their app reads it. */
async function bookingThread(id: string): Promise<ThreadDetail | undefined> {
  const list = await json<ThreadSummary[]>(
    await s.t.request(THREADS_API.threads, withCookie(s.member.cookie)),
  );
  const summary = list.find((s) => s.kind === 'booking' && s.refId === id);
  if (!summary) return undefined;
  return json<ThreadDetail>(
    await s.t.request(THREADS_API.thread(summary.id), withCookie(s.member.cookie)),
  );
}

interface MailRow {
  kind: string;
  to_address: string;
  subject: string;
  text_body: string;
}

describe('telling the member of an itinerary change', () => {
  it('says the itinerary is ready, in the trip’s conversation and by mail', async () => {
    const id = insertBooking(s.t, s.time, { userId: s.member.id, status: 'confirmed' });
    await write(id, TRIP);
    const thread = await bookingThread(id);
    expect(thread).toMatchObject({ subject: 'Your trip to Aspen', unread: 1 });
    expect(thread?.messages).toHaveLength(1);
    expect(thread?.messages[0]).toMatchObject({ author: 'concierge' });
    expect(thread?.messages[0]?.body).toBe(
      [
        'Your itinerary is ready:',
        "- Flight Teterboro (KTEB) → Nice Cote D'Azur (LFMN), departs 1 Mar 2027, 09:00 EST, arrives 1 Mar 2027, 22:10 CET",
        '- Stay at Hôtel du Cap-Eden-Roc, 1 Mar 2027 to 8 Mar 2027',
        '- Transfer Nice Côte d’Azur, FBO → Hôtel du Cap-Eden-Roc, 1 Mar 2027, 22:30 CET',
        '- Note “Dinner at 21:00 on arrival day.”',
      ].join('\n'),
    );
    const [mail] = outboxRows<MailRow>(s.t.db);
    expect(mail).toMatchObject({
      kind: 'itinerary_changed',
      to_address: 'amelia@example.com',
      subject: 'Your itinerary is ready: Your trip to Aspen',
    });
    expect(mail?.text_body).toContain('departs 1 Mar 2027, 09:00 EST');
    expect(mail?.text_body).toContain(`http://localhost/dashboard/trips/${id}`);
  });

  it('names what changed, what was added and what was taken out', async () => {
    const id = insertBooking(s.t, s.time, { userId: s.member.id, status: 'confirmed' });
    const before = await write(id, TRIP);
    s.time.advance(60_000);
    const sent = asSent(before.items);
    sent[0] = { ...sent[0], departs: '2027-03-01T10:00', tailNumber: 'N751AU' };
    const added = { ...STAY, name: 'La Réserve', checkIn: '2027-03-08', checkOut: '2027-03-10' };
    await write(id, [sent[0], sent[1], sent[3], added], before.updatedAt);

    const lines = [
      "- Changed: Flight Teterboro (KTEB) → Nice Cote D'Azur (LFMN): departs 1 Mar 2027, 10:00 EST (was 1 Mar 2027, 09:00 EST); tail number N751AU (was N750AU)",
      '- Added: Stay at La Réserve, 8 Mar 2027 to 10 Mar 2027',
      '- Removed: Transfer Nice Côte d’Azur, FBO → Hôtel du Cap-Eden-Roc',
    ];
    const thread = await bookingThread(id);
    expect(thread?.messages).toHaveLength(2);
    expect(thread?.messages[1]?.body).toBe(['Your itinerary has changed:', ...lines].join('\n'));
    const mails = outboxRows<MailRow>(s.t.db);
    expect(mails).toHaveLength(2);
    expect(mails[1]).toMatchObject({ subject: 'Your itinerary has changed: Your trip to Aspen' });
    for (const line of lines) expect(mails[1]?.text_body).toContain(line.slice(2));
  });

  it('says nothing when nothing changed', async () => {
    const id = insertBooking(s.t, s.time, { userId: s.member.id, status: 'confirmed' });
    const before = await write(id, TRIP);
    await write(id, asSent(before.items), before.updatedAt);
    expect(outboxRows(s.t.db)).toHaveLength(1);
    expect((await bookingThread(id))?.messages).toHaveLength(1);
  });

  it('tells nobody while the trip is not confirmed', async () => {
    const id = insertBooking(s.t, s.time, { userId: s.member.id, status: 'quoted' });
    await write(id, TRIP);
    expect(outboxRows(s.t.db)).toEqual([]);
    expect(await bookingThread(id)).toBeUndefined();
  });

  it('mails a guest’s confirmed trip, who has no conversation', async () => {
    const id = insertBooking(s.t, s.time, { userId: null, status: 'confirmed' });
    await write(id, TRIP);
    expect(s.t.count('threads')).toBe(0);
    expect(outboxRows<MailRow>(s.t.db).map((m) => m.kind)).toEqual(['itinerary_changed']);
  });
});
