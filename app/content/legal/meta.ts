/** Dates and ages the legal pages state (spec 9 "Legal"), kept once for both documents. */
export const LEGAL_EFFECTIVE_DATE = 'September 20, 2025';
export const LEGAL_LAST_UPDATED = 'September 20, 2025';
export const LEGAL_MINIMUM_AGE = 18;
/** The giveaway's own minimum age (spec 6, 9). */
export const GIVEAWAY_MINIMUM_AGE = 21;
export const GOVERNING_LAW = 'the State of Delaware';
