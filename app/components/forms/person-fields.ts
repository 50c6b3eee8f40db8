/**
 * Spec 5's four person fields, which the waitlist, the giveaway entry and the activation share
 * (PersonInputs renders them).
 */
export interface PersonFields {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
}

export const EMPTY_PERSON: PersonFields = {
  firstName: '',
  lastName: '',
  email: '',
  phoneNumber: '',
};

export const PERSON_KEYS = Object.keys(EMPTY_PERSON) as Array<keyof PersonFields>;
