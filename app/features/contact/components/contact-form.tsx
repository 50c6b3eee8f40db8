import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import { ContactSchema, type ContactInput } from '@shared/schemas/contact';
import { FormError } from '@app/components/forms/form-error';
import { QueuedNotice } from '@app/components/forms/queued-notice';
import { SelectField } from '@app/components/forms/select-field';
import { TextareaField } from '@app/components/forms/textarea-field';
import { Button } from '@app/components/ui/button';
import { TextField } from '@app/components/ui/field';
import { useContactSubmission } from '../hooks/use-contact-submission';
import { EMPTY_CONTACT, type ContactFields } from '../lib/contact-fields';
import { CONTACT_FAILED } from '../lib/contact-toasts';
import { CONTACT_TYPE_OPTIONS } from '../lib/contact-types';
import { FormPostFields, formPostProps } from '@app/components/forms/form-post-fields';
import { orServerPost } from '@app/components/forms/or-server-post';

/** Spec 2.5 and 8: name, email, subject, type and message, sent through the outbox. */
export function ContactForm() {
  const form = useForm<ContactInput, unknown, ContactFields>({
    resolver: valibotResolver(ContactSchema),
    defaultValues: EMPTY_CONTACT,
  });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;
  const { onValid, onInvalid, waiting, deferred, refused } = useContactSubmission(form);

  return (
    <form
      {...formPostProps('contact')}
      noValidate
      onSubmit={handleSubmit(orServerPost(onValid), onInvalid)}
      aria-label="Contact us"
      className="flex flex-col gap-5"
    >
      <FormPostFields />
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
