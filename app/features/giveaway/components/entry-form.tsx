import { GiveawayEntrySchema } from '@shared/schemas/giveaway';
import { ENTER_PAGE } from '@app/content/giveaway';
import { ENTRY_RECEIVED, entryFailed } from '../lib/giveaway-toasts';
import { EntrantForm, type EntrantFormConfig } from './entrant-form';

const ENTRY: EntrantFormConfig = {
  kind: 'giveaway',
  label: 'Giveaway entry',
  schema: GiveawayEntrySchema,
  success: ENTRY_RECEIVED,
  failed: entryFailed,
  redirectTo: '/challenge',
  confirmsHere: "we'll confirm your entry right here",
  submit: ENTER_PAGE.submit,
  submitting: ENTER_PAGE.submitting,
  rulesCheckbox: ENTER_PAGE.rulesCheckbox,
};

/** Spec 2.14 and 5: the Dubai giveaway entry; on success to /challenge after 1.5 s. */
export function EntryForm() {
  return <EntrantForm config={ENTRY} />;
}
