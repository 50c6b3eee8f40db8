/**
 * The external addresses and the support contact the spec leaves open (DESIGN.md
 * "Configuration"). The server validates them from its environment; the app gets the same values
 * baked in at build time (vite define), so they work offline. These are the only defaults.
 */
export const EXTERNAL_LINK_DEFAULTS = {
  CHALLENGE_URL: 'https://challenge.aurelianclub.com/',
  APPLY_FORM_URL: 'https://forms.aurelianclub.com/challenge',
  APPLY_FORM_SCRIPT_URL: 'https://forms.aurelianclub.com/embed.js',
  DOCUMENT_FORM_URL: 'https://forms.aurelianclub.com/documents',
  APP_STORE_URL: 'https://apps.apple.com/us/app/aurelian-club',
  BOOK_RETAILER_URL: 'https://www.amazon.com/dp/aurelian-book',
  VIDEO_CALL_URL: 'https://zoom.us/j/aurelianclub',
  VACATION_BOOKING_URL: 'https://vacations.aurelianclub.com/book',
  // The concierge, shown across the app and at the end of the server's mail.
  SUPPORT_PHONE: '+1 (888) 555-0142',
  SUPPORT_EMAIL: 'concierge@aurelianclub.com',
} as const;

export type ExternalLinkName = keyof typeof EXTERNAL_LINK_DEFAULTS;
export type ExternalLinks = Record<ExternalLinkName, string>;

/** Picks the links from an environment record; unset or empty values keep their default. */
export function externalLinksFrom(env: Record<string, string | undefined>): ExternalLinks {
  const out = { ...EXTERNAL_LINK_DEFAULTS } as ExternalLinks;
  for (const name of Object.keys(EXTERNAL_LINK_DEFAULTS) as ExternalLinkName[]) {
    const value = env[name]?.trim();
    if (value) out[name] = value;
  }
  return out;
}

/** A phone number as people write it, as a tel: address: '+1 (888) 555-0142' → 'tel:+18885550142'. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
