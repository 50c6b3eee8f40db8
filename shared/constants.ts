/** Business constants of spec section 9. Every figure the app or the API uses lives here once. */

export const CACHE_FRESH_MS = 300_000;
export const CACHE_DISCARD_MS = 600_000;

export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = ['F8'] as const;
export const TOOLTIP_OPEN_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

export const UNAUTHENTICATED_REDIRECT_MS = 500;
export const FLOW_REDIRECT_MS = 1500;
export const CONSULTATION_DELAY_MS = 2000;

export const HOME_MAX_DESTINATIONS = 6;
export const HOME_MAX_JETS = 3;
export const SHOP_MAX_PRODUCTS = 5;

export const GUESTS_MIN = 1;
export const GUESTS_MAX = 16;
export const GUESTS_DEFAULT = 2;
export const PHONE_MIN_LENGTH = 10;
export const PASSWORD_MIN_LENGTH = 6;
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
/** Widest and tallest picture the avatar upload decodes (a 4096² decode is ~64 MB). */
export const AVATAR_MAX_DIMENSION_PX = 4096;
/** Issue 38: a picture or PDF attached to a conversation, either side's. */
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
/** Widest and tallest attached picture the server decodes; it is re-encoded at most this size. */
export const ATTACHMENT_MAX_DIMENSION_PX = 8192;
/** Issue 39: a picture staff upload to the catalogue (its widest side at most ATTACHMENT_MAX_DIMENSION_PX). */
export const CATALOG_PICTURE_MAX_BYTES = 15 * 1024 * 1024;
/** Files one message carries at most. */
export const ATTACHMENTS_PER_MESSAGE_MAX = 6;
export const UNITS_PER_CUSTOMER = 2;
export const SIZES = ['S', 'M', 'L', 'XL', 'XXL'] as const;
/** The stock line of goods sold without sizes (a wrap, a folio). */
export const ONE_SIZE = 'One size';
/** Stock is told as a count only below this ("Only 3 left"); above it, only "in stock". */
export const LOW_STOCK_BELOW = 5;
export const WAITLIST_MEMBER_LIMIT = 500;

export const DEFAULT_HOTEL_PRICE = 2670;
export const JET_PRICE_MULTIPLIER = 2;

export const DESTINATION_CATEGORIES = ['usa', 'europe', 'asia', 'islands'] as const;
export type DestinationCategory = (typeof DESTINATION_CATEGORIES)[number];
/** What the catalogue's editor edits (issue 39): /api/concierge/catalog/{kind}. */
export const CATALOG_KINDS = ['destinations', 'jets', 'products'] as const;
export type CatalogKind = (typeof CATALOG_KINDS)[number];
export const CATEGORY_LABELS: Record<DestinationCategory, string> = {
  usa: 'USA',
  europe: 'Europe',
  asia: 'Asia',
  islands: 'Islands',
};

export const WAITLIST_INTERESTS = {
  waitlist: 'Waitlist subscriber',
  giveaway: 'Dubai Getaway Contest Entry',
  activation: 'Gifted Getaway Activation',
} as const;

/** Fixed text on /thank-you (spec 2.7). */
export const WAITLIST_POSITION_TEXT = '#146,247';
export const JOINED_TODAY_MIN = 100;
export const JOINED_TODAY_MAX = 999;

export const HOME_STATS = [
  { value: '200+', label: 'Destinations' },
  { value: '50+', label: 'Private Jets' },
  { value: '15K+', label: 'Travelers' },
] as const;

export const CONSULTATION_TIME_SLOTS = [
  '9:00 AM',
  '10:00 AM',
  '11:00 AM',
  '1:00 PM',
  '2:00 PM',
  '3:00 PM',
  '4:00 PM',
  '5:00 PM',
] as const;
export const CONSULTATION_TOPICS = [
  'Credit Repair Strategy',
  'Luxury Lifestyle Planning',
  'Financial Freedom Roadmap',
  'Travel & Destination Planning',
  'Investment Opportunities',
  'Premium Membership Benefits',
  'General Consultation',
] as const;
export const CONSULTATION_CALL_TYPES = ['facetime', 'zoom', 'phone'] as const;

export const SUPPORT_HOURS = 'Mon-Fri 9AM-6PM EST';
export const RESPONSE_PROMISES = {
  email: '24 hours',
  tickets: '2-4 hours',
  waitlistSpecialist: '48 hours',
} as const;

export const CONTACT_TYPES = [
  'general',
  'booking',
  'membership',
  'support',
  'partnership',
] as const;

export const COUNTRY_OPTIONS = [
  { value: 'US', label: 'United States' },
  { value: 'CA', label: 'Canada' },
  { value: 'GB', label: 'United Kingdom' },
  { value: 'AU', label: 'Australia' },
  { value: 'Other', label: 'Other' },
] as const;
export const PAYMENT_OPTIONS = ['full', 'installment'] as const;

export const MEMBERSHIP_MONTHLY = {
  creditTracker: 109.0,
  identityMonitoring: 29.99,
  salesTax: 11.32,
  total: 149.32,
} as const;
/**
 * Spec 9's three monthly lines add up to 150.31 against its total of 149.32: the 0.99 between
 * them is the promotion the checkout shows ("promo code text"), a monthly credit, so the member
 * is charged exactly the total the page promises.
 */
export const MEMBERSHIP_PROMO = {
  label: 'Member promotional credit',
  credit:
    Math.round(
      (MEMBERSHIP_MONTHLY.creditTracker +
        MEMBERSHIP_MONTHLY.identityMonitoring +
        MEMBERSHIP_MONTHLY.salesTax -
        MEMBERSHIP_MONTHLY.total) *
        100,
    ) / 100,
  text: 'Founding-member promotion applied automatically: no code needed.',
} as const;
/** Spec 9: the complimentary vacation is valued differently on the picker and at checkout. */
export const VACATION_VALUE_ON_PICKER = 1500;
export const VACATION_VALUE_ON_CHECKOUT = 2000;
export const DISPUTE_LETTERS_PER_MONTH = 8;
export const MONEY_BACK_DAYS = 90;
export const BOOK = {
  hardcoverList: 500,
  discountCode: 'FRIENDSANDFAMILY',
  discount: 400.01,
  hardcoverTotal: 99.99,
  digital: 26.99,
  landing: 29.99,
  shipsOn: 'November 23rd, 2025',
} as const;
export const VACATION = {
  valuedUpTo: 759,
  maxGuests: 4,
  monthsToTravel: 18,
  taxesPerNight: 55.38,
  total: 166.14,
  deposit: 19.0,
  installment: 36.79,
  installmentDates: ['Oct 7, 2025', 'Oct 14, 2025', 'Oct 21, 2025', 'Oct 28, 2025'],
} as const;

/** Outbox retry back-off (DESIGN.md): 1 s doubling to 5 min. */
export const OUTBOX_BACKOFF_START_MS = 1000;
export const OUTBOX_BACKOFF_MAX_MS = 300_000;
/** How long the API keeps an Idempotency-Key's answer; the outbox keeps sent items as long. */
export const IDEMPOTENCY_KEY_TTL_MS = 30 * 24 * 60 * 60 * 1000;
