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
