/**
 * Each public form as the server reads it: the JSON endpoint that stores it (spec 7), its shared
 * schema, the schema keys the form never sends, how its non-text fields arrive, and the JSON body
 * a valid post becomes. Validated with the form's own schema, so its messages are the spec's.
 */
import * as v from 'valibot';
import { API } from '@shared/api';
import { FORM_INTERESTS, type FormName } from '@shared/form-posts';
import { BookingSchema } from '@shared/schemas/booking';
import { ContactSchema } from '@shared/schemas/contact';
import { ActivationSchema, GiveawayEntrySchema } from '@shared/schemas/giveaway';
import { issuesByField } from '@shared/schemas/issues';
import { NewsletterSchema } from '@shared/schemas/newsletter';
import { WaitlistSchema } from '@shared/schemas/waitlist';
import { entriesOf, withFieldMessages } from '../../middleware/validate';

type Coerce = (value: string | undefined) => unknown;
type Output = Record<string, unknown>;

export interface FormSpec {
  path: string;
  schema: v.GenericSchema;
  /** keys the server sets (interests) or recomputes (jetPrice, totalPrice): never read */
  notSent?: readonly string[];
  /** fields whose text is not the schema's input; every other field is passed as sent */
  coerce?: Readonly<Record<string, Coerce>>;
  body: (output: Output) => Output;
}

/** Text fields go to the schema as sent (it trims and normalises them itself). */
const asText: Coerce = (value) => value;
/** A ticked box sends its value ("on" by default), an unticked one nothing. */
const checkbox: Coerce = (value) => value === 'on' || value === 'true';
/** Digits only: Number() would also read '0x10' and '1e1'. NaN fails the schema's number check. */
const wholeNumber: Coerce = (value) => {
  if (value === undefined || value.trim() === '') return undefined;
  return /^\s*\d+\s*$/.test(value) ? Number(value) : Number.NaN;
};

const ENTRANT = ['firstName', 'lastName', 'email', 'phoneNumber'] as const;
/** The three person forms all store through POST /api/waitlist, each with its tag (spec 7). */
const entrant = (interests: string) => (output: Output) => ({
  ...Object.fromEntries(ENTRANT.map((key) => [key, output[key]])),
  interests,
});
const asIs = (output: Output) => output;

export const FORM_SPECS: Readonly<Record<FormName, FormSpec>> = {
  waitlist: {
    path: API.waitlist,
    schema: WaitlistSchema,
    notSent: ['interests'],
    body: entrant(FORM_INTERESTS.waitlist),
  },
  giveaway: {
    path: API.waitlist,
    schema: GiveawayEntrySchema,
    coerce: { agreeToRules: checkbox },
    body: entrant(FORM_INTERESTS.giveaway),
  },
  activation: {
    path: API.waitlist,
    schema: ActivationSchema,
    body: entrant(FORM_INTERESTS.activation),
  },
  newsletter: { path: API.newsletter, schema: NewsletterSchema, body: asIs },
  contact: { path: API.contact, schema: ContactSchema, body: asIs },
  booking: {
    path: API.bookings,
    schema: BookingSchema,
    notSent: ['jetPrice', 'totalPrice'],
    coerce: { guests: wholeNumber },
    body: asIs,
  },
};

/** The fields the form sends, named and ordered as the schema's keys. */
export function formFields(spec: FormSpec): string[] {
  return Object.keys(entriesOf(spec.schema) ?? {}).filter((key) => !spec.notSent?.includes(key));
}

export type CheckedForm =
  { ok: true; body: Output } | { ok: false; issues: Record<string, string> };

/** Every field is passed, sent or not (undefined), so each missing one gets its own message. */
export function checkForm(spec: FormSpec, values: ReadonlyMap<string, string>): CheckedForm {
  const input = Object.fromEntries(
    formFields(spec).map((key) => [key, (spec.coerce?.[key] ?? asText)(values.get(key))]),
  );
  const result = v.safeParse(spec.schema, input);
  if (result.success) return { ok: true, body: spec.body(result.output as Output) };
  return { ok: false, issues: issuesByField(withFieldMessages(spec.schema, result.issues)) };
}
