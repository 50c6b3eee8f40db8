import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { closeDb, migrate, openDb, type Db } from '@api/db/client';
import { users } from '@api/db/schema';
import { uuidV5 } from '@api/catalog/seed-data/stable-id';
import journal from '@api/db/migrations/meta/_journal.json';
import { centsToDecimal } from '@api/lib/money';
import { seed } from '@api/catalog';

const opened: Db[] = [];
const dirs: string[] = [];
afterEach(() => {
  opened.splice(0).forEach(closeDb);
  dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true }));
});

const tempDbPath = () => {
  const dir = mkdtempSync(join(tmpdir(), 'club-db-'));
  dirs.push(dir);
  return join(dir, 'nested', 'folder', 'club.db');
};
const open = (path: string) => {
  const db = openDb(path);
  opened.push(db);
  return db;
};
const counts = (db: Db) =>
  Object.fromEntries(
    ['destinations', 'private_jets', 'products'].map((table) => [
      table,
      (db.$client.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n,
    ]),
  );

describe('database', () => {
  it('creates the folder, applies the migrations and sets the pragmas on a fresh file', () => {
    const db = open(tempDbPath());
    migrate(db);
    const tables = db.$client
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
      .pluck()
      .all();
    expect(tables).toEqual(
      expect.arrayContaining([
        'destinations',
        'private_jets',
        'bookings',
        'sessions',
        'users',
        'products',
        'waitlist',
        'newsletter_subscribers',
        'contact_messages',
        'idempotency_keys',
        'password_reset_tokens',
        'rate_limits',
        '__drizzle_migrations',
      ]),
    );
    expect(db.$client.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.$client.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(db.$client.pragma('busy_timeout', { simple: true })).toBe(5000);
    expect(db.$client.pragma('synchronous', { simple: true })).toBe(1);
    migrate(db); // a second run is a no-op
    expect(db.$client.prepare('SELECT COUNT(*) FROM __drizzle_migrations').pluck().get()).toBe(
      journal.entries.length,
    );
  });

  it('seeds an empty database once: a second seed and a reopen keep the same rows', () => {
    const path = tempDbPath();
    const db = open(path);
    migrate(db);
    expect(seed(db)).toEqual({ destinations: 24, jets: 6, products: 8, stock: 13 });
    expect(seed(db)).toEqual({ destinations: 0, jets: 0, products: 0, stock: 0 });
    expect(counts(db)).toEqual({ destinations: 24, private_jets: 6, products: 8 });
    closeDb(db);

    const again = open(path);
    migrate(again);
    expect(seed(again)).toEqual({ destinations: 0, jets: 0, products: 0, stock: 0 });
    expect(counts(again)).toEqual({ destinations: 24, private_jets: 6, products: 8 });
    const featured = again.$client
      .prepare('SELECT COUNT(*) FROM destinations WHERE featured = 1')
      .pluck()
      .get();
    expect(featured).toBeGreaterThanOrEqual(6);
  });

  it('gives destinations the same ids on every fresh database', () => {
    const ids = () => {
      const db = open(':memory:');
      migrate(db);
      seed(db);
      return db.$client.prepare('SELECT slug, id FROM destinations ORDER BY slug').all();
    };
    const first = ids();
    expect(ids()).toEqual(first);
    expect(first).toContainEqual({ slug: 'aspen', id: uuidV5('destination:aspen') });
  });

  it('enforces foreign keys and applies the spec defaults', () => {
    const db = open(':memory:');
    migrate(db);
    seed(db);
    const insertBooking = db.$client.prepare(
      `INSERT INTO bookings (id, destination_id, jet_id, guest_name, guest_email, guest_phone,
        departure_date, return_date, guests, jet_price_cents, total_price_cents, created_at)
       VALUES (?, ?, 'global-7500', 'A', 'a@b.co', '5550102030', '2025-10-01', '2025-10-05', 2,
        2700000, 2967000, '2025-09-20T12:00:00.000Z')`,
    );
    expect(() => insertBooking.run('b1', 'no-such-destination')).toThrow(/FOREIGN KEY/);
    insertBooking.run('b2', uuidV5('destination:dubai'));
    expect(db.$client.prepare('SELECT status, hotel_price_cents FROM bookings').get()).toEqual({
      status: 'pending',
      hotel_price_cents: 267000,
    });

    const user = db.insert(users).values({ email: 'member@example.com' }).returning().get();
    expect(user).toMatchObject({
      upcomingTrips: [],
      hasCompletedOnboarding: false,
      hasUploadedSensitiveInfo: false,
      authProvider: 'local',
    });
    expect(() => db.insert(users).values({ email: 'member@example.com' }).run()).toThrow(/UNIQUE/);
  });
});

describe('uuidV5', () => {
  it('matches the RFC 9562 test vector', () => {
    // RFC 9562 appendix A.4: v5 of "www.example.com" in the DNS namespace.
    expect(uuidV5('www.example.com', '6ba7b810-9dad-11d1-80b4-00c04fd430c8')).toBe(
      '2ed6657d-e927-568b-95e1-2665a8aea6a2',
    );
  });
});

describe('centsToDecimal', () => {
  it.each([
    [1_350_000, '13500.00'],
    [267000, '2670.00'],
    [3679, '36.79'],
    [5, '0.05'],
    [0, '0.00'],
    [-1999, '-19.99'],
  ])('%i cents is %s', (cents, text) => expect(centsToDecimal(cents)).toBe(text));

  it('refuses fractions of a cent', () => expect(() => centsToDecimal(1.5)).toThrow(RangeError));
});
