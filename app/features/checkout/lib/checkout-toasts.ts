/** Spec 8's vacation checkout failures: an answer without a url, and a network failure. */
export const VACATION_NO_URL = 'Failed to create checkout session';
export const VACATION_NETWORK = 'Failed to process booking. Please try again.';
