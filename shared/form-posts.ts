/**
 * The public forms as plain HTML forms (issue 21): each pre-rendered form posts, form-encoded,
 * to `/api/forms/<name>`, never by GET. Without JavaScript (or if the app never wakes) the server
 * validates the body with the form's own schema, stores it once under the page view's key and
 * answers 303 to the spec's next page, or gives the form back with the spec's messages. With
 * JavaScript the app holds the submit until it is interactive and sends it through the outbox.
 */
import { WAITLIST_INTERESTS } from './constants';
import type { ExternalLinkName } from './external-links';

export const FORM_NAMES = [
  'waitlist',
  'newsletter',
  'contact',
  'booking',
  'giveaway',
  'activation',
] as const;
export type FormName = (typeof FORM_NAMES)[number];

export const FORM_POST_PREFIX = '/api/forms';

/** The `action` of a public form. */
export const formAction = (name: FormName) => `${FORM_POST_PREFIX}/${name}`;

/**
 * Hidden field: the idempotency key of this page view. The server writes a fresh one into every
 * page it serves; the early-events script fills an empty one (a page served by the worker).
 */
export const FORM_KEY_FIELD = 'formKey';
/** Hidden field: the path of the page the form is on (where the newsletter goes back to). */
export const FORM_PAGE_FIELD = 'formPage';
/**
 * Query parameter of the page a form post lands on: `?sent=<form name>`. It names the form, never
 * anything typed into it, so nothing a visitor wrote reaches a URL, a log line or the history.
 */
export const FORM_SENT_PARAM = 'sent';

export function isFormName(value: string | null | undefined): value is FormName {
  return (FORM_NAMES as readonly string[]).includes(value ?? '');
}

/** The waitlist tag each person form sends (spec 7). */
export const FORM_INTERESTS = {
  waitlist: WAITLIST_INTERESTS.waitlist,
  giveaway: WAITLIST_INTERESTS.giveaway,
  activation: WAITLIST_INTERESTS.activation,
} as const;

export interface FormNotice {
  title: string;
  description?: string;
}

export interface FormOutcome {
  /** The route the form lives on (the newsletter's is the page it was sent from). */
  route?: string;
  /** Where a successful post goes (spec 2.7, 4); undefined: back to the form's page. */
  next?: string;
  /** How long the confirmation shows before `next` (spec 9: 1.5 s), when it shows first. */
  nextAfterMs?: number;
  /**
   * Where `next` leads when it is only a script's redirect (/challenge sends the browser to the
   * external challenge site): a page without scripts moves on to that address itself.
   */
  nextOutside?: ExternalLinkName;
  /** Spec 8's words. */
  success: FormNotice;
  failure: FormNotice;
}

/** Spec 4 and 8, word for word: what each form says when it is sent and when it is refused. */
export const FORM_OUTCOMES: Record<FormName, FormOutcome> = {
  waitlist: {
    route: '/waitlist',
    next: '/thank-you',
    success: { title: 'Successfully Joined!' },
    failure: {
      title: 'Submission Failed',
      description: 'Failed to join waitlist. Please try again.',
    },
  },
  newsletter: {
    success: { title: 'Success!', description: "You've been added to our exclusive newsletter." },
    failure: { title: 'Error', description: 'Failed to subscribe. Please try again.' },
  },
  contact: {
    route: '/contact',
    success: {
      title: 'Message Sent Successfully',
      description: "We'll get back to you within 24 hours.",
    },
    failure: {
      title: 'Error',
      description: 'Failed to send message. Please try again or contact us directly.',
    },
  },
  booking: {
    route: '/booking',
    success: {
      title: 'Booking Confirmed!',
      description: "We'll contact you shortly to finalize the details.",
    },
    failure: {
      title: 'Booking Failed',
      description: 'There was an error creating your booking. Please try again.',
    },
  },
  giveaway: {
    route: '/enter',
    next: '/challenge',
    nextAfterMs: 1500,
    nextOutside: 'CHALLENGE_URL',
    success: {
      title: 'Entry Received',
      description: "You're in the draw for the Dubai getaway. Good luck!",
    },
    failure: { title: 'Error', description: 'Failed to submit entry.' },
  },
  activation: {
    route: '/won',
    next: '/activate',
    nextAfterMs: 1500,
    success: {
      title: 'Activation Initiated',
      description: 'Your gifted getaway is being activated.',
    },
    failure: { title: 'Error', description: 'Failed to submit. Please try again.' },
  },
};
