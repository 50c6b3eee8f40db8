/**
 * Fills a benchmark database with `rows` rows in each table a console list reads: members,
 * bookings, waitlist applications, messages, orders and installments, with the mix of statuses
 * and links a busy club would have, so filters, searches and the Today counts do real work.
 */
import type { Db } from '../../api/db/client';

const BOOKING_STATUSES = ['pending', 'quoted', 'confirmed', 'completed', 'declined', 'cancelled'];
const MEMBERSHIPS = ['none', 'active', 'past_due', 'canceled'];
const WAITLIST_STATUSES = ['new', 'invited', 'contacted', 'registered'];
const MESSAGE_STATUSES = ['new', 'replied', 'handled'];
const ORDER_KINDS = ['product', 'book', 'vacation', 'membership'];
const CHARGE_STATUSES = ['scheduled', 'paid', 'paid', 'scheduled', 'failed', 'canceled'];
const NAMES = ['Amelia', 'Ben', 'Chloe', 'Dev', 'Elena', 'Farid', 'Grace', 'Hugo', 'Ines', 'Jun'];
const START = Date.parse('2024-01-01T00:00:00.000Z');

const at = (i: number) => new Date(START + i * 60_000).toISOString();
const pick = <T>(list: readonly T[], i: number) => list[i % list.length] as T;
const userId = (i: number) => `bench-user-${i}`;

function seedMembers(db: Db, rows: number) {
  const insert = db.$client.prepare(
    `INSERT INTO users (id, email, first_name, last_name, membership_status, email_verified_at,
       created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (let i = 0; i < rows; i++) {
    const verified = i % 2 === 0 ? at(i) : null;
    const name = pick(NAMES, i);
    insert.run(
      userId(i),
      `member${i}@example.com`,
      name,
      `Member${i}`,
      pick(MEMBERSHIPS, i),
      verified,
      at(i),
      at(i),
    );
  }
}

function seedBookings(db: Db, rows: number, members: number) {
  const destinations = db.$client.prepare('SELECT id FROM destinations').pluck().all() as string[];
  const jets = db.$client.prepare('SELECT id FROM private_jets').pluck().all() as string[];
  const insert = db.$client.prepare(
    `INSERT INTO bookings (id, destination_id, jet_id, user_id, guest_name, guest_email,
       guest_phone, departure_date, return_date, guests, jet_price_cents, total_price_cents,
       status, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, '+1 555 010 2030', ?, ?, 2, 2700000, 2967000, ?, ?, ?)`,
  );
  for (let i = 0; i < rows; i++) {
    const departure = new Date(START + (i % 900) * 86_400_000).toISOString().slice(0, 10);
    // A third booked by members (their counts on the members list), the rest by guests.
    const member = i % 3 === 0 ? userId((i * 7) % members) : null;
    insert.run(
      `bench-${i}`,
      pick(destinations, i),
      pick(jets, i),
      member,
      `${pick(NAMES, i)} Guest${i}`,
      `guest${i}@example.com`,
      departure,
      departure,
      pick(BOOKING_STATUSES, i),
      at(i),
      at(i),
    );
  }
  return destinations[0] ?? '';
}

function seedInbox(db: Db, rows: number) {
  const applicant = db.$client.prepare(
    `INSERT INTO waitlist (first_name, last_name, email, phone_number, interests, status,
       created_at, updated_at) VALUES (?, ?, ?, '+1 555 010 2030', 'travel', ?, ?, ?)`,
  );
  const message = db.$client.prepare(
    `INSERT INTO contact_messages (name, email, subject, type, message, kind, status, created_at,
       updated_at) VALUES (?, ?, ?, 'general', 'Could the concierge call me back?', ?, ?, ?, ?)`,
  );
  for (let i = 0; i < rows; i++) {
    const name = pick(NAMES, i);
    applicant.run(
      name,
      `Applicant${i}`,
      `applicant${i}@example.com`,
      pick(WAITLIST_STATUSES, i),
      at(i),
      at(i),
    );
    const kind = i % 4 === 0 ? 'consultation' : 'contact';
    message.run(
      `${name} Sender${i}`,
      `sender${i}@example.com`,
      `Question ${i}`,
      kind,
      pick(MESSAGE_STATUSES, i),
      at(i),
      at(i),
    );
  }
}

/** `rows` orders, a quarter of them installment vacations whose 4 charges make `rows` installments. */
function seedOrders(db: Db, rows: number, members: number) {
  const order = db.$client.prepare(
    `INSERT INTO orders (id, kind, user_id, email, status, amount_cents, description, lines,
       return_path, checkout_session_id, payment_intent_id, created_at, paid_at, updated_at,
       shipped_at, attention_reason, payment_option)
     VALUES (?, ?, ?, ?, ?, ?, ?, '[]', '/', ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const charge = db.$client.prepare(
    `INSERT INTO scheduled_charges (order_id, due_on, amount_cents, status, attempts,
       next_attempt_at, last_error) VALUES (?, ?, 3679, ?, ?, ?, ?)`,
  );
  let charges = 0;
  for (let i = 0; i < rows; i++) {
    const id = `bench-order-${i}`;
    const kind = pick(ORDER_KINDS, i);
    const status = i % 10 === 0 ? 'pending' : i % 25 === 0 ? 'refunded' : 'paid';
    const paid = status === 'pending' ? null : at(i);
    const shipped = status === 'paid' && i % 3 === 0 ? at(i + 60) : null;
    const flag = i % 500 === 0 ? 'installment_failed' : null;
    const member = i % 2 === 0 ? userId((i * 3) % members) : null;
    order.run(
      id,
      kind,
      member,
      `buyer${i}@example.com`,
      status,
      18500,
      `${kind} order ${i}`,
      `cs_bench_${i}`,
      `pi_bench_${i}`,
      at(i),
      paid,
      paid ?? at(i),
      shipped,
      flag,
      kind === 'vacation' ? 'installment' : null,
    );
    if (kind !== 'vacation') continue;
    for (let week = 0; week < 4 && charges < rows; week++, charges++) {
      const dueOn = new Date(START + (i + week * 7) * 86_400_000).toISOString().slice(0, 10);
      const chargeStatus = pick(CHARGE_STATUSES, charges);
      const failed = chargeStatus === 'failed';
      charge.run(
        id,
        dueOn,
        chargeStatus,
        failed ? 3 : 1,
        `${dueOn}T14:00:00.000Z`,
        failed ? 'card_declined: Your card has insufficient funds.' : null,
      );
    }
  }
}

/** Seeds every console table; answers a destination id for the bookings' filter. */
export function seedConsole(db: Db, rows: number): { destination: string } {
  let destination = '';
  db.$client.transaction(() => {
    seedMembers(db, rows);
    destination = seedBookings(db, rows, rows);
    seedInbox(db, rows);
    seedOrders(db, rows, rows);
  })();
  db.$client.pragma('optimize');
  return { destination };
}
