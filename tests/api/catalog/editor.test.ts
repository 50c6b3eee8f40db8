/**
 * The catalogue's editor API (issue 39): who may read and write, create, edit with the version
 * seen (409 with the record as it now is), archive and restore, the history and the restore of
 * a version, bad input saving nothing, and the public reads following every change.
 */
import { describe, expect, it } from 'vitest';
import { API, type PageOf } from '@shared/api';
import {
  CATALOG_CONFLICT_CODE,
  CATALOG_EDITOR_API as EDITOR,
  type CatalogConflictBody,
  type CatalogHistoryEntry,
  type ConsoleDestination,
  type ConsoleJet,
  type ConsoleProduct,
} from '@shared/catalog-editor-api';
import type { CatalogKind } from '@shared/constants';
import type { Destination, Jet, Product } from '@shared/schemas/catalog';
import { TEST_ORIGIN, withCookie } from '../../helpers/api';
import { auditRows, staffSuite } from '../../helpers/console-calls';
import { PUBLIC_WRITES } from '../../helpers/write-bodies';
import type { Person } from '../../helpers/staff';

const s = staffSuite(['concierge', 'admin', 'member']);

async function call<T>(method: string, path: string, as?: Person, body?: unknown) {
  const res = await s.t.app.request(path, {
    method,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    headers: {
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      Origin: TEST_ORIGIN,
      ...withCookie(as?.cookie).headers,
    },
  });
  return { status: res.status, body: (await res.json()) as T, res };
}

const NEW_DESTINATION = {
  name: 'Lake Bled',
  country: 'Slovenia',
  region: 'Upper Carniola',
  nights: 4,
  description: 'Villas, gardens and boats on the lake.',
  category: 'europe',
  featured: true,
  hotelPrice: '3100.00',
  imageUrl: '/images/destinations/como.svg',
};

const NEW_JET = {
  name: 'Pilatus PC-24',
  type: 'Light jet',
  capacity: 14,
  range: '6,450 nm',
  hourlyRate: '11800.00',
  description: 'Three engines, quiet cabin.',
  imageUrl: '/images/jets/falcon.svg',
};

const NEW_PRODUCT = {
  name: 'Travel Scarf',
  description: 'Cashmere, monogrammed.',
  price: '297.00',
  category: 'apparel',
  image: '/images/products/scarf-1.svg',
  sizes: [
    { size: 'M', stock: 3 },
    { size: 'S', stock: 1 },
  ],
};

const create = <T>(kind: CatalogKind, body: unknown, as: Person = s.admin) =>
  call<T>('POST', EDITOR.list(kind), as, body);

describe('who may use the editor', () => {
  it('answers 401 signed out and 403 to a member, reads and writes alike', async () => {
    for (const kind of ['destinations', 'jets', 'products'] as const) {
      expect((await call('GET', EDITOR.list(kind))).status).toBe(401);
      expect((await call('GET', EDITOR.list(kind), s.member)).status).toBe(403);
      expect((await create(kind, {}, s.member)).status).toBe(403);
    }
    expect((await call('POST', EDITOR.list('jets'), undefined, NEW_JET)).status).toBe(401);
    expect(s.t.count('catalog_history')).toBe(0);
  });

  it('lets a concierge read but not write, and writes nothing', async () => {
    const list = await call<PageOf<ConsoleJet>>('GET', EDITOR.list('jets'), s.concierge);
    expect(list.status).toBe(200);
    expect(list.res.headers.get('Cache-Control')).toBe('private, no-store');
    const jet = list.body.items[0]!;
    expect((await call('GET', EDITOR.record('jets', jet.id), s.concierge)).status).toBe(200);
    expect((await create('jets', NEW_JET, s.concierge)).status).toBe(403);
    const edit = { name: 'Mine', expectedUpdatedAt: jet.updatedAt };
    const refused = await call('PATCH', EDITOR.record('jets', jet.id), s.concierge, edit);
    expect(refused.status).toBe(403);
    const archive = { expectedUpdatedAt: jet.updatedAt };
    expect((await call('POST', EDITOR.archive('jets', jet.id), s.concierge, archive)).status).toBe(
      403,
    );
    expect(s.t.count('catalog_history')).toBe(0);
    expect(s.t.count('audit_log')).toBe(0);
  });
});

describe('creating', () => {
  it('creates a destination: 201, its version, version 1 in its history, the audit entry', async () => {
    const { status, body } = await create<ConsoleDestination>('destinations', NEW_DESTINATION);
    expect(status).toBe(201);
    expect(body).toMatchObject({
      slug: 'lake-bled',
      name: 'Lake Bled',
      duration: '5 Days / 4 Nights',
      featured: 1,
      hotelPrice: '3100.00',
      archivedAt: null,
      createdAt: s.time.now().toISOString(),
      updatedAt: s.time.now().toISOString(),
      pictures: [],
    });
    const history = await call<CatalogHistoryEntry[]>(
      'GET',
      EDITOR.history('destinations', body.id),
      s.concierge,
    );
    expect(history.body).toEqual([
      expect.objectContaining({ version: 1, action: 'created', staffEmail: s.admin.email }),
    ]);
    expect(auditRows(s.t)).toEqual([
      expect.objectContaining({
        action: 'catalog.destinations.created',
        entity_id: body.id,
        staff_email: s.admin.email,
        before: null,
      }),
    ]);
  });

  it('shows a new record in the public list at once, with a new ETag', async () => {
    const before = await s.t.request(API.jets);
    const etag = before.headers.get('ETag');
    const { body } = await create<ConsoleJet>('jets', NEW_JET);
    const after = await s.t.request(API.jets);
    expect(after.headers.get('ETag')).not.toBe(etag);
    const jets = (await after.json()) as Jet[];
    expect(jets.at(-1)).toEqual({
      id: body.id,
      name: 'Pilatus PC-24',
      type: 'Light jet',
      capacity: 14,
      range: '6,450 nm',
      hourlyRate: '11800.00',
      description: 'Three engines, quiet cabin.',
      imageUrl: '/images/jets/falcon.svg',
    });
  });

  it('creates a product with its stock per size and the spec limit of 2', async () => {
    const { status, body } = await create<ConsoleProduct>('products', NEW_PRODUCT);
    expect(status).toBe(201);
    expect(body).toMatchObject({
      limitPerCustomer: 2,
      sizes: [
        { size: 'S', stock: 1 },
        { size: 'M', stock: 3 },
      ],
      images: ['/images/products/scarf-1.svg'],
    });
    const product = (await (await s.t.request(API.product(body.id))).json()) as Product;
    expect(product.sizes).toEqual([
      { size: 'S', inStock: true, left: 1 },
      { size: 'M', inStock: true, left: 3 },
    ]);
  });

  it('refuses bad fields with a message each, and saves nothing', async () => {
    const { status, body } = await create('destinations', {
      ...NEW_DESTINATION,
      name: ' ',
      category: 'moon',
      hotelPrice: '3100',
      imageUrl: undefined,
    });
    expect(status).toBe(400);
    expect(body).toMatchObject({
      message: 'Invalid request',
      issues: {
        name: 'Name is required',
        category: 'Category must be one of usa, europe, asia, islands',
        hotelPrice: 'Hotel price must be an amount like 2670.00',
      },
    });
    const product = await create('products', {
      ...NEW_PRODUCT,
      price: 'free',
      sizes: [{ size: 'M', stock: -1 }],
      pictures: [{ id: 'a'.repeat(32), alt: '' }],
    });
    expect(product.body).toMatchObject({
      issues: {
        price: 'Price must be an amount like 297.00',
        'sizes.0.stock': 'Stock must be a whole number of 0 or more',
        'pictures.0.alt': 'Alt text is required for each picture',
      },
    });
    expect(s.t.count('catalog_history')).toBe(0);
  });

  it('asks for a picture, and refuses one never uploaded', async () => {
    const jets = s.t.count('private_jets');
    const none = await create('jets', { ...NEW_JET, imageUrl: undefined });
    expect(none.body).toMatchObject({
      issues: { pictures: 'Add at least one picture, with its alt text' },
    });
    const unknown = await create('jets', {
      ...NEW_JET,
      pictures: [{ id: 'b'.repeat(32), alt: 'The cabin' }],
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ message: expect.stringContaining('Upload it again') });
    expect(s.t.count('private_jets')).toBe(jets);
  });
});

describe('editing', () => {
  const jet = async () =>
    (await call<PageOf<ConsoleJet>>('GET', EDITOR.list('jets'), s.admin)).body.items.at(-1)!;

  it('writes the fields given and nothing else, as a new version', async () => {
    const before = await jet();
    s.time.advance(1000);
    const { status, body } = await call<ConsoleJet>(
      'PATCH',
      EDITOR.record('jets', before.id),
      s.admin,
      {
        hourlyRate: '9999.00',
        expectedUpdatedAt: before.updatedAt,
      },
    );
    expect(status).toBe(200);
    expect(body).toEqual({
      ...before,
      hourlyRate: '9999.00',
      updatedAt: s.time.now().toISOString(),
    });
    const publicJet = ((await (await s.t.request(API.jets)).json()) as Jet[]).find(
      (j) => j.id === before.id,
    );
    expect(publicJet?.hourlyRate).toBe('9999.00');
    const [entry] = auditRows(s.t);
    expect(entry).toMatchObject({
      action: 'catalog.jets.edited',
      before: expect.objectContaining({ hourlyRate: before.hourlyRate }),
      after: expect.objectContaining({ hourlyRate: '9999.00' }),
    });
  });

  it('answers a stale edit 409 with the record as it now is, and keeps it', async () => {
    const seen = await jet();
    s.time.advance(1000);
    const first = await call<ConsoleJet>('PATCH', EDITOR.record('jets', seen.id), s.admin, {
      name: 'First',
      expectedUpdatedAt: seen.updatedAt,
    });
    const second = await call<CatalogConflictBody>(
      'PATCH',
      EDITOR.record('jets', seen.id),
      s.admin,
      {
        name: 'Second',
        expectedUpdatedAt: seen.updatedAt,
      },
    );
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({
      code: CATALOG_CONFLICT_CODE,
      message: expect.stringContaining('changed by someone else'),
      current: first.body,
    });
    expect((await call<ConsoleJet>('GET', EDITOR.record('jets', seen.id), s.admin)).body.name).toBe(
      'First',
    );
  });

  it('leaves the record whole when one field of a many-field edit is bad', async () => {
    const { body: product } = await create<ConsoleProduct>('products', NEW_PRODUCT);
    const bad = await call('PATCH', EDITOR.record('products', product.id), s.admin, {
      name: 'Renamed',
      price: '310.00',
      sizes: [
        { size: 'S', stock: 5 },
        { size: 'M', stock: 1.5 },
      ],
      expectedUpdatedAt: product.updatedAt,
    });
    expect(bad.status).toBe(400);
    const now = await call<ConsoleProduct>('GET', EDITOR.record('products', product.id), s.admin);
    expect(now.body).toEqual(product);
  });

  it('refuses a slug another destination has, and changes nothing', async () => {
    const { body: d } = await create<ConsoleDestination>('destinations', NEW_DESTINATION);
    const res = await call('PATCH', EDITOR.record('destinations', d.id), s.admin, {
      slug: 'aspen',
      name: 'Not Aspen',
      expectedUpdatedAt: d.updatedAt,
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: 'Another destination already has this slug' });
    expect((await call('GET', EDITOR.record('destinations', d.id), s.admin)).body).toEqual(d);
  });

  it('answers 404 for a record that does not exist', async () => {
    const body = { name: 'X', expectedUpdatedAt: s.time.now().toISOString() };
    expect((await call('PATCH', EDITOR.record('jets', 'nope'), s.admin, body)).status).toBe(404);
    expect((await call('GET', EDITOR.record('products', 'abc'), s.admin)).status).toBe(404);
  });
});

describe('archive, restore and history', () => {
  it('takes an archived product off the public reads and checkouts, and brings it back', async () => {
    const { body: p } = await create<ConsoleProduct>('products', NEW_PRODUCT);
    s.time.advance(1000);
    const archived = await call<ConsoleProduct>('POST', EDITOR.archive('products', p.id), s.admin, {
      expectedUpdatedAt: p.updatedAt,
    });
    expect(archived.body.archivedAt).toBe(s.time.now().toISOString());
    const list = (await (await s.t.request(API.products)).json()) as Product[];
    expect(list.map((x) => x.id)).not.toContain(p.id);
    expect((await s.t.request(API.product(p.id))).status).toBe(404);
    const checkout = await s.t.post(API.productCheckout, {
      productId: p.id,
      size: 'M',
      quantity: 1,
    });
    expect(checkout.status).toBe(404);
    const live = await call<PageOf<ConsoleProduct>>(
      'GET',
      `${EDITOR.list('products')}?archived=true`,
      s.admin,
    );
    expect(live.body.items.map((x) => x.id)).toEqual([p.id]);

    s.time.advance(1000);
    const restored = await call<ConsoleProduct>('POST', EDITOR.restore('products', p.id), s.admin, {
      expectedUpdatedAt: archived.body.updatedAt,
    });
    expect(restored.body.archivedAt).toBeNull();
    expect((await s.t.request(API.product(p.id))).status).toBe(200);
  });

  it('archives a jet (there is no delete): off the list, refused to new bookings, audited', async () => {
    const { body: jet } = await create<ConsoleJet>('jets', NEW_JET);
    s.time.advance(1000);
    const archived = await call<ConsoleJet>('POST', EDITOR.archive('jets', jet.id), s.admin, {
      expectedUpdatedAt: jet.updatedAt,
    });
    expect(archived.status).toBe(200);
    const jets = (await (await s.t.request(API.jets)).json()) as Jet[];
    expect(jets.map((j) => j.id)).not.toContain(jet.id);
    const booking = await s.t.post(API.bookings, { ...PUBLIC_WRITES[API.bookings], jetId: jet.id });
    expect(booking.status).toBe(400);
    expect((await call('DELETE', EDITOR.record('jets', jet.id), s.admin)).status).toBe(405);
    expect(auditRows(s.t).at(-1)).toMatchObject({
      action: 'catalog.jets.archived',
      entity_id: jet.id,
      before: expect.objectContaining({ archivedAt: null }),
      after: expect.objectContaining({ archivedAt: s.time.now().toISOString() }),
    });
  });

  it('takes an archived destination off the lists and refuses new bookings of it', async () => {
    const { body: d } = await create<ConsoleDestination>('destinations', NEW_DESTINATION);
    expect(await (await s.t.request(API.destination('lake-bled'))).json()).toMatchObject({
      id: d.id,
      name: 'Lake Bled',
    });
    await call('POST', EDITOR.archive('destinations', d.id), s.admin, {
      expectedUpdatedAt: d.updatedAt,
    });
    for (const path of [API.destinations, API.featuredDestinations]) {
      const list = (await (await s.t.request(path)).json()) as Destination[];
      expect(list.map((x) => x.id)).not.toContain(d.id);
    }
    expect((await s.t.request(API.destination(d.id))).status).toBe(404);
    expect((await s.t.request(API.destination('lake-bled'))).status).toBe(404);
    const booking = await s.t.post(API.bookings, {
      ...PUBLIC_WRITES[API.bookings],
      destinationId: d.id,
    });
    expect(booking.status).toBe(400);
  });

  it('lists the versions newest first, and restores an earlier one as a new version', async () => {
    const { body: v1 } = await create<ConsoleDestination>('destinations', NEW_DESTINATION);
    s.time.advance(1000);
    const v2 = await call<ConsoleDestination>(
      'PATCH',
      EDITOR.record('destinations', v1.id),
      s.admin,
      {
        name: 'Como',
        hotelPrice: '2900.00',
        expectedUpdatedAt: v1.updatedAt,
      },
    );
    s.time.advance(1000);
    const stale = await call('POST', EDITOR.restoreVersion('destinations', v1.id, 1), s.admin, {
      expectedUpdatedAt: v1.updatedAt,
    });
    expect(stale.status).toBe(409);
    const back = await call<ConsoleDestination>(
      'POST',
      EDITOR.restoreVersion('destinations', v1.id, 1),
      s.admin,
      { expectedUpdatedAt: v2.body.updatedAt },
    );
    expect(back.status).toBe(200);
    expect(back.body).toEqual({ ...v1, updatedAt: s.time.now().toISOString() });
    const history = await call<CatalogHistoryEntry[]>(
      'GET',
      EDITOR.history('destinations', v1.id),
      s.concierge,
    );
    expect(history.body.map((h) => [h.version, h.action, h.staffEmail])).toEqual([
      [3, 'version_restored', s.admin.email],
      [2, 'edited', s.admin.email],
      [1, 'created', s.admin.email],
    ]);
    expect(history.body[1]!.record).toMatchObject({ name: 'Como', hotelPrice: '2900.00' });
    const missing = await call('POST', EDITOR.restoreVersion('destinations', v1.id, 9), s.admin, {
      expectedUpdatedAt: back.body.updatedAt,
    });
    expect(missing.status).toBe(404);
  });

  it('keeps a seeded record as it was as version 1, so its first edit can be undone', async () => {
    const list = await call<PageOf<ConsoleJet>>('GET', EDITOR.list('jets'), s.admin);
    const seeded = list.body.items[0]!;
    s.time.advance(1000);
    const edited = await call<ConsoleJet>('PATCH', EDITOR.record('jets', seeded.id), s.admin, {
      capacity: 3,
      expectedUpdatedAt: seeded.updatedAt,
    });
    const history = await call<CatalogHistoryEntry[]>(
      'GET',
      EDITOR.history('jets', seeded.id),
      s.admin,
    );
    expect(history.body.map((h) => [h.version, h.action, h.at])).toEqual([
      [2, 'edited', s.time.now().toISOString()],
      [1, 'original', seeded.updatedAt],
    ]);
    expect(history.body[1]!.record).toEqual(seeded);
    const undone = await call<ConsoleJet>(
      'POST',
      EDITOR.restoreVersion('jets', seeded.id, 1),
      s.admin,
      {
        expectedUpdatedAt: edited.body.updatedAt,
      },
    );
    expect(undone.body).toEqual({ ...seeded, updatedAt: undone.body.updatedAt });
  });

  it('never restores an old stock count over the units checkouts took since', async () => {
    const { body: p } = await create<ConsoleProduct>('products', NEW_PRODUCT);
    const held = await s.t.post(API.productCheckout, { productId: p.id, size: 'M', quantity: 2 });
    expect(held.status).toBe(200);
    s.time.advance(1000);
    const renamed = await call<ConsoleProduct>('PATCH', EDITOR.record('products', p.id), s.admin, {
      name: 'Scarf',
      expectedUpdatedAt: p.updatedAt,
    });
    expect(renamed.body.sizes).toContainEqual({ size: 'M', stock: 1 });
    const back = await call<ConsoleProduct>(
      'POST',
      EDITOR.restoreVersion('products', p.id, 1),
      s.admin,
      {
        expectedUpdatedAt: renamed.body.updatedAt,
      },
    );
    expect(back.body).toMatchObject({ name: 'Travel Scarf' });
    expect(back.body.sizes).toContainEqual({ size: 'M', stock: 1 });
  });

  it('sets stock as the units for sale now, beside an open checkout’s hold', async () => {
    const { body: p } = await create<ConsoleProduct>('products', NEW_PRODUCT);
    await s.t.post(API.productCheckout, { productId: p.id, size: 'M', quantity: 2 });
    const restock = await call<ConsoleProduct>('PATCH', EDITOR.record('products', p.id), s.admin, {
      sizes: [{ size: 'M', stock: 10 }],
      expectedUpdatedAt: p.updatedAt,
    });
    expect(restock.body.sizes).toEqual([{ size: 'M', stock: 10 }]);
    const stock = await call<{ id: number; sizes: { size: string; held: number }[] }[]>(
      'GET',
      '/api/concierge/stock',
      s.admin,
    );
    expect(stock.body.find((x) => x.id === p.id)?.sizes).toEqual([
      { size: 'M', stock: 10, held: 2, sold: 0 },
    ]);
  });
});

describe('lists and CSV', () => {
  it('searches with q and pages in the console shape', async () => {
    await create('jets', NEW_JET);
    const found = await call<PageOf<ConsoleJet>>(
      'GET',
      `${EDITOR.list('jets')}?q=pc-24`,
      s.concierge,
    );
    expect(found.body).toMatchObject({ total: 1, page: 1, pageSize: 50 });
    expect(found.body.items[0]!.name).toBe('Pilatus PC-24');
    const bad = await call('GET', `${EDITOR.list('jets')}?archived=maybe`, s.concierge);
    expect(bad.status).toBe(400);
  });

  it('exports each kind as CSV with its columns, formulas defused', async () => {
    await create('products', { ...NEW_PRODUCT, name: '=HYPERLINK("x")' });
    const res = await s.t.request(EDITOR.csv('products'), withCookie(s.concierge.cookie));
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    const text = await res.text();
    const [header, ...rows] = text.replace(/^\uFEFF/, '').split('\r\n');
    const first = rows.find((row) => row.includes('HYPERLINK'));
    expect(header).toBe(
      'Product,Name,Category,Price,Original price,On sale,Featured,Limit per customer,Stock,Image,Description,Pictures,Archived,Created,Updated',
    );
    expect(first).toContain(`"'=HYPERLINK(""x"")"`);
    expect(first).toContain('"S: 1, M: 3"');
    for (const kind of ['destinations', 'jets'] as const) {
      const csv = await s.t.request(EDITOR.csv(kind), withCookie(s.concierge.cookie));
      const head = (await csv.text()).replace(/^\uFEFF/, '').split('\r\n')[0];
      expect(head).toMatch(
        kind === 'jets'
          ? /^Jet,Name,Type,Capacity,Range,Hourly rate/
          : /^Destination,Slug,Name,Country/,
      );
    }
    expect((await s.t.request(EDITOR.csv('jets'), withCookie(s.member.cookie))).status).toBe(403);
  });
});
