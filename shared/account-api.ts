/**
 * A member's own security and data (issue 24): passkeys, devices, password and email changes,
 * the export and the deletion. Paths and wire types shared by the API and the app.
 */
import type { BookingListItem, CurrentUser, OrderSummary } from './api';
import type { ShippingAddress } from './concierge-api';
import type { ThreadAttachment, ThreadKind, ThreadSide } from './threads-api';
import type { Itinerary } from './itinerary-api';

export const ACCOUNT_API = {
  /** GET: the member's passkeys */
  passkeys: '/api/auth/passkeys',
  /** DELETE: removes one */
  passkey: (id: string) => `/api/auth/passkeys/${encodeURIComponent(id)}`,
  /** POST: a challenge to create a passkey with; POST the answer to `passkeyRegister` */
  passkeyRegisterOptions: '/api/auth/passkey/register/options',
  passkeyRegister: '/api/auth/passkey/register',
  /** POST: a challenge for any passkey of this site; POST the answer to `passkeySignIn` */
  passkeySignInOptions: '/api/auth/passkey/sign-in/options',
  passkeySignIn: '/api/auth/passkey/sign-in',
  /** POST: a challenge for the member's own passkeys, to confirm it is them */
  reauthOptions: '/api/auth/reauth/options',
  /** POST { password } or { passkey }: opens the 5 minutes in which sensitive actions pass */
  reauth: '/api/auth/reauth',
  /** GET: where the member is signed in */
  sessions: '/api/auth/sessions',
  /** DELETE: ends one of them */
  session: (id: string) => `/api/auth/sessions/${encodeURIComponent(id)}`,
  /** POST: ends all but this one */
  revokeOtherSessions: '/api/auth/sessions/revoke-others',
  /** POST { currentPassword?, newPassword } */
  password: '/api/auth/password',
  /** POST { email }: mails a confirmation link to the new address */
  email: '/api/auth/email',
  /** POST { token } from the link mailed to the new address */
  emailConfirm: '/api/auth/email/confirm',
  /** POST { token } from the link mailed to the old address */
  emailUndo: '/api/auth/email/undo',
  /** GET: one JSON file of everything the club holds about the member */
  export: '/api/user/export',
  /** DELETE { password? }: the account */
  account: '/api/user',
} as const;

/** Where the mailed email-change links lead: `?token=` confirms, `?undo=` undoes. */
export const EMAIL_CHANGE_PATH = '/email-change';

/** A sensitive action asks for a password or passkey check this recent. */
export const REAUTH_WINDOW_MS = 5 * 60 * 1000;
/** `code` of the 403 that asks the app to confirm it is the member (a dialog, then again). */
export const REAUTH_REQUIRED_CODE = 'reauth_required';
/** `code` of the 502 of a deletion whose subscription could not be cancelled: nothing changed. */
export const SUBSCRIPTION_CANCEL_FAILED_CODE = 'subscription_cancel_failed';

export interface PasskeyItem {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

export interface SessionItem {
  /** not the session's key: a digest of it, good only for ending it */
  id: string;
  /** 'Chrome 131 on macOS', 'Safari on iPhone', or 'Unknown device' */
  device: string;
  createdAt: string;
  /** to the minute (the server records it at most once a minute) */
  lastActiveAt: string;
  /** the session this request came with */
  current: boolean;
  /** this device takes the club's notifications (a Web Push subscription made with this session) */
  notifications: boolean;
}

/** POST /api/auth/reauth: until when sensitive actions pass without asking again. */
export interface ReauthResponse {
  message: string;
  verifiedUntil: string;
}

/** The answer of POST /api/auth/email/confirm and /undo. */
export interface EmailChangeResponse {
  message: string;
  email: string;
}

/** GET /api/user/export: one JSON file (a download) of what the club holds about the member. */
export interface AccountExport {
  exportedAt: string;
  profile: CurrentUser & { authProvider: string };
  bookings: BookingListItem[];
  orders: (OrderSummary & {
    email: string | null;
    traveller: Record<string, string> | null;
    shippingAddress: ShippingAddress | null;
  })[];
  consultations: ExportedMessage[];
  contactMessages: ExportedMessage[];
  waitlist: {
    firstName: string;
    lastName: string;
    email: string;
    phoneNumber: string;
    interests: string;
    status: string;
    createdAt: string;
  }[];
  newsletter: { email: string; createdAt: string }[];
  emailChanges: {
    oldEmail: string;
    newEmail: string;
    requestedAt: string;
    confirmedAt: string | null;
    undoneAt: string | null;
  }[];
  sessions: { device: string; createdAt: string; lastActiveAt: string }[];
  passkeys: { name: string; createdAt: string; lastUsedAt: string | null }[];
  /** The plans of the member's trips, as the concierge wrote them (issue 38). */
  itineraries: Itinerary[];
  /** the devices that take notifications: where the club may send them, never their keys */
  pushSubscriptions: { endpoint: string; categories: string[]; createdAt: string }[];
  /** Conversations with the concierge: both sides' words, never who on the staff wrote them. */
  conversations: {
    kind: ThreadKind;
    subject: string;
    messages: {
      author: ThreadSide;
      body: string;
      createdAt: string;
      attachments: Pick<ThreadAttachment, 'name' | 'kind' | 'contentType' | 'size'>[];
    }[];
  }[];
}

export interface ExportedMessage {
  name: string;
  email: string;
  phoneNumber: string | null;
  subject: string | null;
  message: string;
  details: unknown;
  status: string;
  createdAt: string;
  replies: { body: string; createdAt: string }[];
}
