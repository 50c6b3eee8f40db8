/** Name, contact details and external addresses shown across the app and the API. */
export const BRAND = {
  name: 'Aurelian',
  fullName: 'Aurelian Private Club',
  tagline: 'Private jets, iconic hotels, a life of effortless freedom.',
  founder: { name: 'Julian Ashford', slug: 'julian' },
  // The support phone and email are configurable: EXTERNAL_LINK_DEFAULTS in external-links.ts.
  mediaEmail: 'press@aurelianclub.com',
  social: { label: 'Instagram', href: 'https://www.instagram.com/aurelianclub' },
  legalEntity: 'Aurelian Private Club LLC',
} as const;
