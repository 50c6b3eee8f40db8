import { CONTACT_TYPES } from '@shared/constants';
import type { Contact } from '@shared/schemas/contact';
import { textFieldsOf } from '@app/components/forms/text-fields-of';

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
  const type = (body as { type?: unknown } | null | undefined)?.type;
  return {
    ...textFieldsOf(body, ['name', 'email', 'subject', 'message']),
    type: isContactType(type) ? type : EMPTY_CONTACT.type,
  };
}
