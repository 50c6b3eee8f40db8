import type { CurrentUser } from '@shared/api';
import {
  PROFILE_FIELDS,
  profileFieldsOf,
  type ProfileField,
  type ProfileFields,
} from './profile-fields';

export interface FieldConflict {
  field: ProfileField;
  /** the member's value, as shown to them ('' for blank) */
  mine: string;
  /** the server's value now */
  saved: string;
  /** which one "Apply my changes on top" keeps: the member's only where they changed the field */
  kept: 'mine' | 'saved';
}

const shown = (value: string | readonly string[]): string =>
  typeof value === 'string' ? value.trim() : value.join(', ');

const same = (a: string | readonly string[], b: string | readonly string[]) =>
  shown(a).toLocaleLowerCase() === shown(b).toLocaleLowerCase();

/**
 * Did the member change `field`? Compared with the copy the edit started from (`base`); without
 * it (a draft from an older session) every field of the draft counts as the member's.
 */
const touched = (field: ProfileField, draft: ProfileFields, base: ProfileFields | undefined) =>
  !base || !same(draft[field], base[field]);

/**
 * The fields where the member's draft and the server's current copy disagree, in page order,
 * each saying which value applying the draft on top would keep.
 */
export function conflictDiff(
  draft: ProfileFields,
  current: CurrentUser,
  base?: ProfileFields,
): FieldConflict[] {
  const saved = profileFieldsOf(current);
  return PROFILE_FIELDS.flatMap((field) =>
    same(draft[field], saved[field])
      ? []
      : [
          {
            field,
            mine: shown(draft[field]),
            saved: shown(saved[field]),
            kept: touched(field, draft, base) ? 'mine' : 'saved',
          },
        ],
  );
}

/**
 * "Apply my changes on top": the server's current copy with the fields the member changed laid
 * over it, so a change made on the other device to a field the member left alone survives.
 */
export function mergeOnTop(
  draft: ProfileFields,
  current: CurrentUser,
  base?: ProfileFields,
): ProfileFields {
  const merged = profileFieldsOf(current);
  for (const field of PROFILE_FIELDS) {
    if (touched(field, draft, base)) Object.assign(merged, { [field]: draft[field] });
  }
  return merged;
}
