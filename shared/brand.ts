/** Name, contact details and external addresses shown across the app and the API. */
export const BRAND = {
  name: 'Aurelian',
  fullName: 'Aurelian Private Club',
  tagline: 'Private jets, iconic hotels, a life of effortless freedom.',
  founder: { name: 'Julian Ashford', slug: 'julian' },
  supportPhone: '+1 (888) 555-0142',
  supportPhoneHref: 'tel:+18885550142',
  supportEmail: 'concierge@aurelianclub.com',
  mediaEmail: 'press@aurelianclub.com',
  social: { label: 'Instagram', href: 'https://www.instagram.com/aurelianclub' },
  legalEntity: 'Aurelian Private Club LLC',
} as const;
