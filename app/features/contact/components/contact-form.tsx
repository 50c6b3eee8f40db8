import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm, type FieldErrors } from 'react-hook-form';
import {
  ContactSchema,
  CONTACT_REQUIRED_MESSAGE,
  type ContactInput,
} from '@shared/schemas/contact';
import type { OutboxItem } from '@app/local/db';
import { FormError } from '@app/components/forms/form-error';
import { QueuedNotice } from '@app/components/forms/queued-notice';
import { SelectField } from '@app/components/forms/select-field';
import { TextareaField } from '@app/components/forms/textarea-field';
import { Button } from '@app/components/ui/button';
import { TextField } from '@app/components/ui/field';
import { toast } from '@app/components/ui/toast-store';
import { useSendContact } from '../data/use-send-contact';
import { EMPTY_CONTACT, fieldsOfBody, type ContactFields } from '../lib/contact-fields';
import {
  CONTACT_FAILED,
  CONTACT_SAVED,
  CONTACT_SENT,
  REQUIRED_FIELDS,
} from '../lib/contact-toasts';
import { CONTACT_TYPE_OPTIONS } from '../lib/contact-types';
import { applyServerIssues } from '@app/components/forms/server-issues';
import { deferredToast, STORAGE_FULL } from '@app/components/forms/outbox-toasts';

const FIELDS = Object.keys(EMPTY_CONTACT) as Array<keyof ContactFields>;

/** Spec 2.5 and 8: name, email, subject, type and message, sent through the outbox. */
export function ContactForm() {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ContactInput, unknown, ContactFields>({
    resolver: valibotResolver(ContactSchema),
    defaultValues: EMPTY_CONTACT,
  });

  const showIssues = (issues: Record<string, string> | undefined) => {
    applyServerIssues(setError, issues, FIELDS);
  };
  const restore = (item: OutboxItem) => {
    reset(fieldsOfBody(item.body));
    showIssues(item.issues);
  };

  const { send, waiting, deferred, refused } = useSendContact({
    onDelivered: () => toast(CONTACT_SENT),
    onRefused: (item) => {
      restore(item);
      toast(CONTACT_FAILED);
    },
    onAdopt: (item) => {
      if (item.status === 'failed' || item.status === 'auth') restore(item);
      return true;
    },
  });

  const onValid = async (values: ContactFields) => {
    const outcome = await send(values);
    if (outcome.status === 'storage-full') return void toast(STORAGE_FULL);
    if (outcome.status === 'sent' || outcome.status === 'queued') {
      reset(EMPTY_CONTACT);
      toast(outcome.status === 'sent' ? CONTACT_SENT : CONTACT_SAVED);
      return;
    }
    if (outcome.status === 'retrying') {
      // Kept and retried: a resend from the same values would send it twice.
      reset(EMPTY_CONTACT);
      toast(deferredToast(CONTACT_FAILED, outcome));
      return;
    }
    // Keep the values so the sender can correct them and resend.
    showIssues(outcome.status === 'failed' ? outcome.issues : undefined);
    toast(CONTACT_FAILED);
  };

  // Spec 5: a missing name, email or message is announced as 'Required Fields'.
  const onInvalid = (invalid: FieldErrors<ContactInput>) => {
    if (Object.values(invalid).some((e) => e?.message === CONTACT_REQUIRED_MESSAGE)) {
      toast(REQUIRED_FIELDS);
    }
  };

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onValid, onInvalid)}
      aria-label="Contact us"
      className="flex flex-col gap-5"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Name"
          autoComplete="name"
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Subject" error={errors.subject?.message} {...register('subject')} />
        <SelectField
          label="Inquiry type"
          options={CONTACT_TYPE_OPTIONS}
          error={errors.type?.message}
          {...register('type')}
        />
      </div>
      <TextareaField
        label="Message"
        rows={6}
        error={errors.message?.message}
        {...register('message')}
      />
      {waiting && (
        <QueuedNotice deferred={deferred}>we'll confirm here once it has reached us</QueuedNotice>
      )}
      {refused && <FormError title="Error">{CONTACT_FAILED.description}</FormError>}
      <Button
        type="submit"
        size="lg"
        disabled={isSubmitting}
        className="mt-1 w-full sm:w-auto sm:self-start"
      >
        {isSubmitting ? 'Sending...' : 'Send Message'}
      </Button>
      <p className="text-xs text-stone-400">Name, email and message are required.</p>
    </form>
  );
}
