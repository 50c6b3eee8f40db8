import { CONTACT_TYPES } from '@shared/constants';
import type { Contact } from '@shared/schemas/contact';

export type ContactFields = Contact;

export const EMPTY_CONTACT: ContactFields = {
  name: '',
  email: '',
  subject: '',
  type: 'general',
  message: '',
};

const isContactType = (value: unknown): value is ContactFields['type'] =>
  CONTACT_TYPES.some((type) => type === value);

/** Reads a stored request back into the form (a refused one the sender is to correct). */
export function fieldsOfBody(body: unknown): ContactFields {
  const b = (body ?? {}) as Partial<Record<keyof ContactFields, unknown>>;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    name: text(b.name),
    email: text(b.email),
    subject: text(b.subject),
    type: isContactType(b.type) ? b.type : EMPTY_CONTACT.type,
    message: text(b.message),
  };
}
