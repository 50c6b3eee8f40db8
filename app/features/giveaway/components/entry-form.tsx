import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm, type Resolver } from 'react-hook-form';
import { GiveawayEntrySchema, type GiveawayEntry } from '@shared/schemas/giveaway';
import { CheckboxField } from '@app/components/forms/checkbox-field';
import { FormError } from '@app/components/forms/form-error';
import { QueuedNotice } from '@app/components/forms/queued-notice';
import { Button } from '@app/components/ui/button';
import { ENTER_PAGE } from '@app/content/giveaway';
import { PersonInputs } from '@app/components/forms/person-inputs';
import { useEntrantSubmission } from '../hooks/use-entrant-submission';
import { EMPTY_PERSON, PERSON_KEYS, type PersonFields } from '@app/components/forms/person-fields';
import { ENTRY_RECEIVED, entryFailed } from '../lib/giveaway-toasts';
import { applyServerIssues } from '@app/components/forms/server-issues';

/** The box starts unticked, which the schema's literal(true) cannot describe as an input type. */
type EntryValues = PersonFields & { agreeToRules: boolean };
const EMPTY: EntryValues = { ...EMPTY_PERSON, agreeToRules: false };
// The resolver runs GiveawayEntrySchema unchanged; only its input type is widened (see above).
const resolver = valibotResolver(GiveawayEntrySchema) as unknown as Resolver<
  EntryValues,
  unknown,
  GiveawayEntry
>;

/** Spec 2.14 and 5: the Dubai giveaway entry; on success to /challenge after 1.5 s. */
export function EntryForm() {
  const { register, handleSubmit, reset, setError, formState } = useForm<
    EntryValues,
    unknown,
    GiveawayEntry
  >({ resolver, defaultValues: EMPTY });
  const { errors, isSubmitting } = formState;

  const showIssues = (issues: Record<string, string> | undefined) => {
    applyServerIssues(setError, issues, PERSON_KEYS);
  };
  const { submit, waiting, deferred, failedText } = useEntrantSubmission({
    kind: 'giveaway',
    success: ENTRY_RECEIVED,
    failed: entryFailed,
    redirectTo: '/challenge',
    clear: () => reset(EMPTY),
    // The box was ticked when this request was made.
    restore: (fields, issues) => {
      reset({ ...fields, agreeToRules: true });
      showIssues(issues);
    },
    showIssues,
  });

  return (
    <form
      noValidate
      onSubmit={handleSubmit(submit)}
      aria-label="Giveaway entry"
      className="flex flex-col gap-5"
    >
      <PersonInputs
        errors={errors}
        fields={{
          firstName: register('firstName'),
          lastName: register('lastName'),
          email: register('email'),
          phoneNumber: register('phoneNumber'),
        }}
      />
      <CheckboxField
        label={ENTER_PAGE.rulesCheckbox}
        error={errors.agreeToRules?.message}
        {...register('agreeToRules')}
      />
      {waiting && (
        <QueuedNotice deferred={deferred}>we'll confirm your entry right here</QueuedNotice>
      )}
      {failedText && <FormError title={failedText.title}>{failedText.description}</FormError>}
      <Button type="submit" size="lg" disabled={isSubmitting} className="mt-2 w-full">
        {isSubmitting ? ENTER_PAGE.submitting : ENTER_PAGE.submit}
      </Button>
    </form>
  );
}
