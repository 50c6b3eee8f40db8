import type { Destination, Jet, Product } from '@shared/schemas/catalog';
import type { PostSummary, PublicPost } from '@shared/journal-api';

export function destination(slug: string, overrides: Partial<Destination> = {}): Destination {
  return {
    id: `id-${slug}`,
    slug,
    name: slug,
    country: 'Italy',
    region: 'Campania',
    duration: '5 Days / 4 Nights',
    nights: 4,
    description: 'Cliffs and lemon groves.',
    hotelPrice: '2670.00',
    imageUrl: `/images/destinations/${slug}.svg`,
    category: 'europe',
    featured: 0,
    ...overrides,
  };
}

export function jet(slug: string): Jet {
  return {
    id: slug,
    name: slug,
    type: 'Long Range',
    capacity: 14,
    range: '6,450 nm',
    hourlyRate: '9800.00',
    description: 'A tri-jet.',
    imageUrl: `/images/jets/${slug}.svg`,
  };
}

export function product(id: number): Product {
  return {
    id,
    name: `Product ${id}`,
    description: 'Fine goods.',
    price: '145.00',
    originalPrice: null,
    onSale: false,
    category: 'accessories',
    image: `/images/products/p${id}-1.svg`,
    images: [`/images/products/p${id}-1.svg`],
    featured: false,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    sizes: [],
    limitPerCustomer: 2,
  };
}

/** A published post as GET /api/posts lists it. */
export const postSummary = (slug: string, id = 1): PostSummary => ({
  id,
  slug,
  title: `The ${slug} story`,
  excerpt: 'Short.',
  author: 'The Editorial Team',
  authorRole: 'Member stories',
  tags: [],
  cover: { url: `/images/blog/${slug}.svg`, alt: 'A jet' },
  publishedAt: '2025-10-07T12:00:00.000Z',
  readingMinutes: 4,
});
/** The same post with its body, as GET /api/posts/:slug answers it. */
export const publicPost = (slug: string, id = 1): PublicPost => ({
  ...postSummary(slug, id),
  html: `<p>${slug}</p>`,
});
