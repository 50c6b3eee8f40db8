import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { API, IDEMPOTENCY_HEADER } from '@shared/api';
import type { Consultation } from '@shared/schemas/consultation';
import { consultationRequestSchema } from '@shared/schemas/consultation-request';
import * as v from 'valibot';
import { saveConsultation } from '@app/features/consultation/data/save-consultation';
import { json, networkDown, stubFetch, testDb } from '../../local/fake-server';
import { member } from '../../local/member-fixtures';

const values: Consultation = {
  callType: 'zoom',
  preferredDate: '2027-01-10',
  preferredTime: '2:00 PM',
  topic: 'Investment Opportunities',
  message: 'Portfolio review',
  phoneNumber: '',
  appleId: '',
};

const booked = () => json(201, { id: 1, message: 'Consultation Booked!' });

describe('saveConsultation: kept on the device and sent to the club through the outbox', () => {
  it('stores the request and one outbox item under the same client UUID, then sends it once', async () => {
    const db = testDb();
    const requests = stubFetch(booked);
    const saved = await saveConsultation(values, { db, now: () => 42 });

    expect(await db.consultations.toArray()).toEqual([
      { ...values, id: saved.id, createdAt: 42, status: 'requested' },
    ]);
    const items = await db.outbox.toArray();
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      kind: 'consultation',
      method: 'POST',
      url: API.consultations,
      body: { ...values, id: saved.id },
    });
    // The body is what the endpoint validates: the one shared schema accepts it as it is.
    expect(v.safeParse(consultationRequestSchema('2027-01-10'), items[0]?.body).success).toBe(true);

    await expect.poll(async () => (await db.outbox.get({ id: items[0]!.id }))?.status).toBe('sent');
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ method: 'POST', path: API.consultations });
    expect(requests[0]?.headers.get(IDEMPOTENCY_HEADER)).toBe(items[0]?.id);
  });

  it("stamps a signed-in member's request with them, on the device and in the outbox", async () => {
    const db = testDb();
    await db.session.put({ key: 'current', user: member('ada'), fetchedAt: 1 });
    stubFetch(booked);
    const saved = await saveConsultation(values, { db });
    expect(saved.ownerId).toBe('ada');
    expect(await db.outbox.toArray()).toMatchObject([{ ownerId: 'ada', kind: 'consultation' }]);
  });

  it('offline, keeps the item waiting in the outbox: nothing is lost', async () => {
    const db = testDb();
    stubFetch(networkDown);
    await saveConsultation(values, { db });
    expect(await db.consultations.count()).toBe(1);
    await expect
      .poll(async () => (await db.outbox.toArray()).map((item) => [item.status, item.attempts]))
      .toEqual([['pending', 1]]);
  });
});
