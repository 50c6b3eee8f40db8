import { ONE_SIZE } from '@shared/constants';

export interface ProductSeed {
  id: number;
  slug: string;
  name: string;
  price: string;
  category: string;
  featured: boolean;
  description: string;
  /** units on hand per size (ONE_SIZE for goods without sizes); none for digital goods and services */
  stock?: Readonly<Record<string, number>>;
}

/**
 * The eight shop products, ids 1..8 in this order; the shop shows the first five. Stock is set so
 * every state shows: the hoodie's XXL sold out, its XL and the folio down to their last few.
 */
export const PRODUCTS: readonly ProductSeed[] = [
  {
    id: 1,
    slug: 'debt-free-guide',
    name: 'The Debt-Free Luxury Guide',
    price: '297.00',
    category: 'guide',
    featured: true,
    description:
      "Our founder's step-by-step playbook for going from about -$20,000 to debt-free in 120 days without giving up the way you travel. It covers credit-repair letters, trusts and entities, and the budgeting system our members use, as a digital guide with worksheets.",
  },
  {
    id: 2,
    slug: 'annual-membership',
    name: 'Aurelian Annual Membership',
    price: '2497.00',
    category: 'membership',
    featured: true,
    description:
      'A full year of Aurelian membership, billed annually: private-jet and luxury-hotel travel at member rates, a 24/7 concierge and our curated destinations. Includes members-only events, the challenge community and priority access to limited departures.',
  },
  {
    id: 3,
    slug: 'strategy-consultation',
    name: 'Private Strategy Consultation',
    price: '497.00',
    category: 'consultation',
    featured: true,
    description:
      'A 60-minute one-to-one call with an Aurelian strategist by FaceTime, Zoom or phone. You leave with a written plan for credit repair, financial freedom or your next journey, built around your goals.',
  },
  {
    id: 4,
    slug: 'monogram-hoodie',
    name: 'Monogram Cashmere-Blend Hoodie',
    price: '185.00',
    category: 'apparel',
    featured: false,
    description:
      'A heavyweight cotton and cashmere-blend hoodie with a tonal embroidered Aurelian monogram, ribbed cuffs and a relaxed fit. Made for long-haul flights and slow mornings, in sizes S to XXL.',
    stock: { S: 12, M: 9, L: 7, XL: 3, XXL: 0 },
  },
  {
    id: 5,
    slug: 'signature-cap',
    name: 'Signature Travel Cap',
    price: '65.00',
    category: 'apparel',
    featured: false,
    description:
      'A six-panel cap in brushed cotton twill with the Aurelian wordmark embroidered in gold thread and an adjustable leather strap. It packs flat in a carry-on without losing its shape.',
    stock: { S: 10, M: 14, L: 11, XL: 4, XXL: 2 },
  },
  {
    id: 6,
    slug: 'cashmere-wrap',
    name: 'Cashmere Travel Wrap',
    price: '295.00',
    category: 'accessories',
    featured: false,
    description:
      'An oversized pure-cashmere wrap that doubles as an in-flight blanket, finished with hand-rolled edges and a discreet monogram. It arrives in a cotton dust bag sized for hand luggage.',
    stock: { [ONE_SIZE]: 24 },
  },
  {
    id: 7,
    slug: 'passport-folio',
    name: 'Leather Passport Folio',
    price: '145.00',
    category: 'accessories',
    featured: false,
    description:
      'A full-grain leather folio that holds a passport, boarding passes and four cards, hand-stitched and blind-embossed with the Aurelian monogram. It slips into a jacket pocket.',
    stock: { [ONE_SIZE]: 3 },
  },
  {
    id: 8,
    slug: 'weekender',
    name: 'Calfskin Weekender Duffel',
    price: '695.00',
    category: 'accessories',
    featured: false,
    description:
      'A structured calfskin weekender with solid brass hardware, a detachable shoulder strap and a separate shoe compartment. Sized for the overhead bin and for the baggage hold of every jet in our fleet.',
    stock: { [ONE_SIZE]: 6 },
  },
];

export const productImages = (slug: string) =>
  [1, 2, 3].map((n) => `/images/products/${slug}-${n}.svg`);
