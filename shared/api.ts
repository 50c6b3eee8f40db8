/** The wire contract between app and api: paths and response shapes not covered by schemas. */

export const API = {
  health: '/api/health',
  destinations: '/api/destinations',
  featuredDestinations: '/api/destinations/featured',
  jets: '/api/jets',
  products: '/api/products',
  product: (id: number | string) => `/api/products/${id}`,
  waitlist: '/api/waitlist',
  newsletter: '/api/newsletter',
  bookings: '/api/bookings',
  contact: '/api/contact',
  authUser: '/api/auth/user',
  login: '/api/login',
  logout: '/api/logout',
} as const;

/** Body of every non-OK API response. `error` mirrors `message` for clients that read `error`. */
export interface ApiErrorBody {
  message: string;
  error?: string;
  issues?: Record<string, string>;
  code?: string;
}

export interface WaitlistResponse {
  id: number;
  message: string;
}

export interface NewsletterResponse {
  message: string;
}

/** A stored booking (POST /api/bookings answers 201 with it). Money is decimal text: "2670.00". */
export interface BookingResponse {
  id: string;
  destinationId: string;
  jetId: string;
  guestName: string;
  guestEmail: string;
  guestPhone: string;
  /** ISO calendar date, YYYY-MM-DD */
  departureDate: string;
  returnDate: string;
  guests: number;
  hotelPrice: string;
  jetPrice: string;
  totalPrice: string;
  /** 'pending' on creation (spec 4: no other transition is shown) */
  status: string;
  specialRequests: string | null;
  createdAt: string;
}

/** One row of GET /api/bookings: the booking plus the names the member's list displays. */
export interface BookingListItem extends BookingResponse {
  destinationName: string;
  jetName: string;
}

export interface ContactResponse {
  id: number;
  message: string;
}

export interface HealthResponse {
  status: 'ok';
  time: string;
}

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** Error codes the idempotency middleware sends, so the outbox can tell them from other 409/422s. */
export const IDEMPOTENCY_CODES = {
  inFlight: 'idempotency_in_flight',
  mismatch: 'idempotency_key_reused',
} as const;

/** The signed-in member as GET /api/auth/user returns it; the app keeps a snapshot in Dexie. */
export interface SessionUser {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
}
