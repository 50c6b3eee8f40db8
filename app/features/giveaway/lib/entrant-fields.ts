/** The four fields the giveaway entry and the activation share with the waitlist (spec 5). */
export interface EntrantFields {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
}

export const EMPTY_ENTRANT: EntrantFields = {
  firstName: '',
  lastName: '',
  email: '',
  phoneNumber: '',
};

export const ENTRANT_KEYS = Object.keys(EMPTY_ENTRANT) as Array<keyof EntrantFields>;

/** Reads a stored request back into the form (a refused one the entrant is to correct). */
export function entrantOfBody(body: unknown): EntrantFields {
  const b = (body ?? {}) as Partial<Record<keyof EntrantFields, unknown>>;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    firstName: text(b.firstName),
    lastName: text(b.lastName),
    email: text(b.email),
    phoneNumber: text(b.phoneNumber),
  };
}
