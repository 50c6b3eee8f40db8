import { CONTACT_TYPES } from '@shared/constants';

type ContactType = (typeof CONTACT_TYPES)[number];

const LABELS: Record<ContactType, string> = {
  general: 'General Inquiry',
  booking: 'Booking & Travel',
  membership: 'Membership',
  support: 'Member Support',
  partnership: 'Partnerships',
};

/** Spec 2.5's inquiry types with readable labels; the values are what the API stores. */
export const CONTACT_TYPE_OPTIONS = CONTACT_TYPES.map((value) => ({ value, label: LABELS[value] }));
