/**
 * Members for the live-sync benchmarks, written straight into a benchmark database: a signed-in
 * member (a session token for the `session` cookie), and the bookings and orders of a busy one.
 */
import { createSession } from '../../api/auth/sessions';
import type { Db } from '../../api/db/client';
import { generateSessionToken } from '../../api/lib/secret-tokens';

export interface BenchMember {
  id: string;
  email: string;
  /** the `session` cookie's value */
  token: string;
}

const START = Date.parse('2025-01-01T00:00:00.000Z');
const at = (i: number) => new Date(START + i * 60_000).toISOString();

/** A member with a confirmed email and one session. */
export function addMember(db: Db, label: string): BenchMember {
  const id = `live-${label}`;
  const email = `live-${label}@example.com`;
  const now = new Date().toISOString();
  db.$client
    .prepare(
      `INSERT INTO users (id, email, first_name, last_name, membership_status, email_verified_at,
         created_at, updated_at) VALUES (?, ?, 'Amelia', 'Hartley', 'active', ?, ?, ?)`,
    )
    .run(id, email, now, now, now);
  const token = generateSessionToken();
  createSession(db, token, id, new Date());
  return { id, email, token };
}

/**
 * `count` bookings and `count` orders of the member (a fifth of the orders bought as a guest with
 * their email, which their pull includes too), and a few consultation requests.
 */
export function fillMember(db: Db, member: BenchMember, count: number): void {
  const sqlite = db.$client;
  const destinations = sqlite.prepare('SELECT id FROM destinations').pluck().all() as string[];
  const jets = sqlite.prepare('SELECT id FROM private_jets').pluck().all() as string[];
  const booking = sqlite.prepare(
    `INSERT INTO bookings (id, destination_id, jet_id, user_id, guest_name, guest_email,
       guest_phone, departure_date, return_date, guests, jet_price_cents, total_price_cents,
       status, special_requests, created_at, updated_at)
     VALUES (?, ?, ?, ?, 'Amelia Hartley', ?, '+1 555 010 2030', ?, ?, 2, 2700000, 2967000, ?,
       'Window seats, please.', ?, ?)`,
  );
  const order = sqlite.prepare(
    `INSERT INTO orders (id, kind, user_id, email, status, amount_cents, description, lines,
       return_path, checkout_session_id, payment_intent_id, created_at, paid_at, updated_at,
       shipped_at)
     VALUES (?, 'product', ?, ?, 'paid', 18500, ?, '[]', '/', ?, ?, ?, ?, ?, ?)`,
  );
  const consultation = sqlite.prepare(
    `INSERT INTO contact_messages (name, email, subject, type, message, kind, status, user_id,
       details, created_at, updated_at)
     VALUES ('Amelia Hartley', ?, 'Consultation', 'general', 'Please call me.', 'consultation',
       'new', ?, ?, ?, ?)`,
  );
  const statuses = ['pending', 'quoted', 'confirmed', 'completed'];
  sqlite.transaction(() => {
    for (let i = 0; i < count; i++) {
      const departure = new Date(START + i * 86_400_000).toISOString().slice(0, 10);
      booking.run(
        `${member.id}-booking-${i}`,
        destinations[i % destinations.length],
        jets[i % jets.length],
        member.id,
        member.email,
        departure,
        departure,
        statuses[i % statuses.length],
        at(i),
        at(i),
      );
      const id = `${member.id}-order-${i}`;
      const owner = i % 5 === 0 ? null : member.id;
      const shipped = i % 3 === 0 ? at(i + 60) : null;
      order.run(
        id,
        owner,
        member.email,
        `Order ${i}`,
        `cs_${id}`,
        `pi_${id}`,
        at(i),
        at(i),
        at(i),
        shipped,
      );
    }
    for (let i = 0; i < 5; i++) {
      const details = JSON.stringify({
        callType: 'video',
        preferredDate: '2025-06-01',
        preferredTime: '10:00',
        topic: `Trip ${i}`,
      });
      consultation.run(member.email, member.id, details, at(i), at(i));
    }
  })();
}
