import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm, type Resolver } from 'react-hook-form';
import type { ActivationSchema, GiveawayEntrySchema } from '@shared/schemas/giveaway';
import { CheckboxField } from '@app/components/forms/checkbox-field';
import { FormError } from '@app/components/forms/form-error';
import { PersonInputs } from '@app/components/forms/person-inputs';
import { EMPTY_PERSON, PERSON_KEYS, type PersonFields } from '@app/components/forms/person-fields';
import { QueuedNotice } from '@app/components/forms/queued-notice';
import { applyServerIssues } from '@app/components/forms/server-issues';
import { Button } from '@app/components/ui/button';
import type { ToastOptions } from '@app/components/ui/toast-store';
import { useEntrantSubmission } from '../hooks/use-entrant-submission';
import { FormPostFields, formPostProps } from '@app/components/forms/form-post-fields';
import { orServerPost } from '@app/components/forms/or-server-post';

/** What tells the giveaway entry and the activation apart; the form body is the same. */
export interface EntrantFormConfig {
  kind: 'giveaway' | 'activation';
  /** The form's accessible name. */
  label: string;
  schema: typeof GiveawayEntrySchema | typeof ActivationSchema;
  success: ToastOptions;
  failed: (serverMessage?: string) => ToastOptions;
  /** Where the flow continues 1.5 s after success. */
  redirectTo: string;
  /** Ends the queued notice: "Saved on this device; <this>". */
  confirmsHere: string;
  submit: string;
  submitting: string;
  /** The rules box the entry must tick (spec 5); the activation has none. */
  rulesCheckbox?: string;
}

/** The box starts unticked, which the schema's literal(true) cannot describe as an input type. */
type EntrantValues = PersonFields & { agreeToRules?: boolean };
type EntrantOutput = PersonFields & { agreeToRules?: true };

/** Spec 5's entrant form: the four person fields, the entry's rules box, the outbox states. */
export function EntrantForm({ config }: { config: EntrantFormConfig }) {
  const empty: EntrantValues = config.rulesCheckbox
    ? { ...EMPTY_PERSON, agreeToRules: false }
    : EMPTY_PERSON;
  const { register, handleSubmit, reset, setError, formState } = useForm<
    EntrantValues,
    unknown,
    EntrantOutput
  >({
    // The resolver runs the schema unchanged; only its input type is widened (see above).
    resolver: valibotResolver(config.schema) as unknown as Resolver<
      EntrantValues,
      unknown,
      EntrantOutput
    >,
    defaultValues: empty,
  });
  const { errors, isSubmitting } = formState;

  const showIssues = (issues: Record<string, string> | undefined) => {
    applyServerIssues(setError, issues, PERSON_KEYS);
  };
  const { kind, success, failed, redirectTo } = config;
  const { submit, waiting, deferred, failedText } = useEntrantSubmission({
    kind,
    success,
    failed,
    redirectTo,
    clear: () => reset(empty),
    restore: (fields, issues) => {
      // A refused request was made with the box ticked.
      reset(config.rulesCheckbox ? { ...fields, agreeToRules: true } : fields);
      showIssues(issues);
    },
    showIssues,
  });

  return (
    <form
      {...formPostProps(config.kind)}
      noValidate
      onSubmit={handleSubmit(orServerPost(submit))}
      aria-label={config.label}
      className="flex flex-col gap-5"
    >
      <FormPostFields />
      <PersonInputs
        errors={errors}
        fields={{
          firstName: register('firstName'),
          lastName: register('lastName'),
          email: register('email'),
          phoneNumber: register('phoneNumber'),
        }}
      />
      {config.rulesCheckbox && (
        <CheckboxField
          label={config.rulesCheckbox}
          error={errors.agreeToRules?.message}
          {...register('agreeToRules')}
        />
      )}
      {waiting && <QueuedNotice deferred={deferred}>{config.confirmsHere}</QueuedNotice>}
      {failedText && <FormError title={failedText.title}>{failedText.description}</FormError>}
      <Button type="submit" size="lg" disabled={isSubmitting} className="mt-2 w-full">
        {isSubmitting ? config.submitting : config.submit}
      </Button>
    </form>
  );
}
