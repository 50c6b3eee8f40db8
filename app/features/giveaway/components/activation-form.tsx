import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import { ActivationSchema } from '@shared/schemas/giveaway';
import { FormError } from '@app/components/forms/form-error';
import { QueuedNotice } from '@app/components/forms/queued-notice';
import { Button } from '@app/components/ui/button';
import { WON_PAGE } from '@app/content/giveaway';
import { PersonInputs } from '@app/components/forms/person-inputs';
import { useEntrantSubmission } from '../hooks/use-entrant-submission';
import { EMPTY_PERSON, PERSON_KEYS, type PersonFields } from '@app/components/forms/person-fields';
import { ACTIVATION_INITIATED, activationFailed } from '../lib/giveaway-toasts';
import { applyServerIssues } from '@app/components/forms/server-issues';

/** Spec 2.14 and 5: the gifted getaway activation; on success to /activate after 1.5 s. */
export function ActivationForm() {
  const { register, handleSubmit, reset, setError, formState } = useForm<PersonFields>({
    resolver: valibotResolver(ActivationSchema),
    defaultValues: EMPTY_PERSON,
  });
  const { errors, isSubmitting } = formState;

  const showIssues = (issues: Record<string, string> | undefined) => {
    applyServerIssues(setError, issues, PERSON_KEYS);
  };
  const { submit, waiting, deferred, failedText } = useEntrantSubmission({
    kind: 'activation',
    success: ACTIVATION_INITIATED,
    failed: activationFailed,
    redirectTo: '/activate',
    clear: () => reset(EMPTY_PERSON),
    restore: (fields, issues) => {
      reset(fields);
      showIssues(issues);
    },
    showIssues,
  });

  return (
    <form
      noValidate
      onSubmit={handleSubmit(submit)}
      aria-label="Getaway activation"
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
      {waiting && (
        <QueuedNotice deferred={deferred}>we'll confirm the activation right here</QueuedNotice>
      )}
      {failedText && <FormError title={failedText.title}>{failedText.description}</FormError>}
      <Button type="submit" size="lg" disabled={isSubmitting} className="mt-2 w-full">
        {isSubmitting ? WON_PAGE.submitting : WON_PAGE.submit}
      </Button>
    </form>
  );
}
