import * as v from 'valibot';
import type { CurrentUser } from '@shared/api';
import { ProfileSchema, tripsList } from '@shared/schemas/profile';

/**
 * The /profile form: the PUT body's rules, without the legacy `updatedAt` (the version travels as
 * If-Match) and with the trips as the list the form edits (the body also takes their JSON text).
 */
export const ProfileFormSchema = v.object({
  ...v.omit(ProfileSchema, ['updatedAt']).entries,
  upcomingTrips: tripsList,
});
export type ProfileFields = v.InferOutput<typeof ProfileFormSchema>;
export type ProfileFormInput = v.InferInput<typeof ProfileFormSchema>;

/** The fields the form edits, in the order the page shows them. */
export const PROFILE_FIELD_LABELS = {
  firstName: 'First name',
  lastName: 'Last name',
  phoneNumber: 'Phone',
  state: 'State',
  companyName: 'Company name',
  upcomingTrips: 'Upcoming trips',
} as const satisfies Record<keyof ProfileFields, string>;

export type ProfileField = keyof typeof PROFILE_FIELD_LABELS;
export const PROFILE_FIELDS = Object.keys(PROFILE_FIELD_LABELS) as ProfileField[];

/** The member's stored values as the form starts them (nulls become empty inputs). */
export function profileFieldsOf(user: CurrentUser): ProfileFields {
  return {
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    phoneNumber: user.phoneNumber ?? '',
    state: user.state ?? '',
    companyName: user.companyName ?? '',
    upcomingTrips: [...user.upcomingTrips],
  };
}

/** The member as the server will store an edit: blank optional fields are kept as null. */
export function withProfile(user: CurrentUser, fields: ProfileFields): CurrentUser {
  return {
    ...user,
    firstName: fields.firstName,
    lastName: fields.lastName,
    phoneNumber: fields.phoneNumber || null,
    state: fields.state || null,
    companyName: fields.companyName || null,
    upcomingTrips: [...fields.upcomingTrips],
  };
}

/** Reads a stored PUT body back into form values (an edit saved offline, or one in conflict). */
export function profileFieldsOfBody(body: unknown): ProfileFields | undefined {
  const parsed = v.safeParse(ProfileFormSchema, body);
  return parsed.success ? parsed.output : undefined;
}
