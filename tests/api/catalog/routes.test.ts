import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API } from '@shared/api';
import { DESTINATION_CATEGORIES } from '@shared/constants';
import {
  DestinationListSchema,
  JetListSchema,
  ProductListSchema,
  ProductSchema,
} from '@shared/schemas/catalog';
import { makeTestApp, type TestApp } from '../../helpers/api';

let t: TestApp;
beforeEach(() => {
  t = makeTestApp();
});
afterEach(() => t.close());

describe('GET /api/destinations', () => {
  it('lists all 24 destinations in catalogue order, in the shared wire shape', async () => {
    const res = await t.request(API.destinations);
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-cache');
    const list = v.parse(DestinationListSchema, await res.json());
    expect(list).toHaveLength(24);
    expect(list.slice(0, 2).map((d) => d.slug)).toEqual(['aspen', 'napa-valley']);
    expect(list.at(-1)?.slug).toBe('turks-and-caicos');
    for (const category of DESTINATION_CATEGORIES) {
      expect(list.filter((d) => d.category === category)).toHaveLength(6);
    }
  });

  it('sends exactly the fields of the shared schema, with consistent data', async () => {
    const [first] = (await (await t.request(API.destinations)).json()) as Record<string, unknown>[];
    expect(Object.keys(first ?? {}).sort()).toEqual(
      Object.keys(DestinationListSchema.item.entries).sort(),
    );
    const list = v.parse(DestinationListSchema, await (await t.request(API.destinations)).json());
    const amalfi = list.find((d) => d.slug === 'amalfi-coast');
    expect(amalfi).toMatchObject({
      name: 'Amalfi Coast',
      country: 'Italy',
      region: 'Campania',
      category: 'europe',
      featured: 1,
      imageUrl: '/images/destinations/amalfi-coast.svg',
    });
    for (const d of list) {
      expect(d.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(d.duration).toBe(`${d.nights + 1} Days / ${d.nights} Nights`);
      expect(d.imageUrl).toBe(`/images/destinations/${d.slug}.svg`);
      // two sentences ("St. Moritz" is not a sentence end)
      expect(d.description.split(/(?<=[\p{Ll}\d]{2}\.)\s+(?=\p{Lu})/u)).toHaveLength(2);
    }
    expect(new Set(list.map((d) => d.id)).size).toBe(24);
  });
});

describe('GET /api/destinations/featured', () => {
  it('lists only featured destinations, at least six, in catalogue order', async () => {
    const res = await t.request(API.featuredDestinations);
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-cache');
    const list = v.parse(DestinationListSchema, await res.json());
    expect(list.length).toBeGreaterThanOrEqual(6);
    expect(list.every((d) => d.featured === 1)).toBe(true);
    expect(list.map((d) => d.slug)).toEqual([
      'aspen',
      'amalfi-coast',
      'santorini',
      'kyoto',
      'dubai',
      'maldives',
      'bora-bora',
      'st-barts',
    ]);
  });
});

describe('GET /api/jets', () => {
  it('lists the six jets in order with exact decimal hourly rates', async () => {
    const res = await t.request(API.jets);
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-cache');
    const jets = v.parse(JetListSchema, await res.json());
    expect(jets.map((j) => [j.id, j.hourlyRate, j.capacity, j.range])).toEqual([
      ['global-7500', '13500.00', 19, '7,700 nm'],
      ['gulfstream-g650er', '12500.00', 19, '7,500 nm'],
      ['falcon-8x', '9800.00', 14, '6,450 nm'],
      ['challenger-350', '7200.00', 10, '3,200 nm'],
      ['citation-latitude', '5400.00', 9, '2,700 nm'],
      ['phenom-300e', '4300.00', 9, '2,010 nm'],
    ]);
    expect(jets[0]).toMatchObject({
      name: 'Bombardier Global 7500',
      type: 'Ultra Long Range',
      imageUrl: '/images/jets/global-7500.svg',
    });
  });
});

describe('GET /api/products', () => {
  it('lists the eight products with ids 1..8 and three images each', async () => {
    const res = await t.request(API.products);
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-cache');
    const products = v.parse(ProductListSchema, await res.json());
    expect(products.map((p) => [p.id, p.price, p.category])).toEqual([
      [1, '297.00', 'guide'],
      [2, '2497.00', 'membership'],
      [3, '497.00', 'consultation'],
      [4, '185.00', 'apparel'],
      [5, '65.00', 'apparel'],
      [6, '295.00', 'accessories'],
      [7, '145.00', 'accessories'],
      [8, '695.00', 'accessories'],
    ]);
    for (const p of products) {
      expect(p.images).toHaveLength(3);
      expect(p.image).toBe(p.images[0]);
      expect(p.images[2]).toMatch(/^\/images\/products\/[a-z-]+-3\.svg$/);
      expect(p.description.length).toBeGreaterThan(80);
    }
  });
});

describe('GET /api/products/:id', () => {
  it('returns one product in the shared shape', async () => {
    const res = await t.request(API.product(4));
    expect(res.status).toBe(200);
    const product = v.parse(ProductSchema, await res.json());
    expect(product).toMatchObject({
      id: 4,
      name: 'Monogram Cashmere-Blend Hoodie',
      price: '185.00',
      image: '/images/products/monogram-hoodie-1.svg',
      onSale: false,
      originalPrice: null,
    });
  });

  it.each(['9', '0', '999999999999', 'abc', '1.5', '01', '-1', '1e0'])(
    'answers 404 "Product not found" for %s',
    async (id) => {
      const res = await t.request(API.product(id));
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({
        message: 'Product not found',
        error: 'Product not found',
      });
    },
  );
});

describe('GET /api/health', () => {
  it('answers ok with the current time', async () => {
    const res = await t.request(API.health);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { status: string; time: string };
    expect(body.status).toBe('ok');
    expect(Math.abs(Date.parse(body.time) - Date.now())).toBeLessThan(5000);
  });
});
