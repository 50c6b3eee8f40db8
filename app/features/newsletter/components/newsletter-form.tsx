import { valibotResolver } from '@hookform/resolvers/valibot';
import { useId, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { NewsletterSchema, type Newsletter } from '@shared/schemas/newsletter';
import { Button } from '@app/components/ui/button';
import { useNewsletterSignup } from '../data/use-newsletter-signup';
import { announceSignup } from '../lib/announce-signup';
import { FormPostFields, formPostProps } from '@app/components/forms/form-post-fields';
import { orServerPost } from '@app/components/forms/or-server-post';

/** The footer signup (spec 4: idle, submitting, then success with the field cleared, or error). */
export function NewsletterForm() {
  const inputId = useId();
  const { subscribe } = useNewsletterSignup();
  const {
    register,
    handleSubmit,
    getValues,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Newsletter>({
    resolver: valibotResolver(NewsletterSchema),
    defaultValues: { email: '' },
  });

  const onValid = async (values: Newsletter) => {
    if (announceSignup(await subscribe(values))) reset({ email: '' });
  };

  // Spec 5: an empty submission is ignored: no message, no toast, no request.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!getValues('email').trim()) {
      event.preventDefault();
      return;
    }
    void handleSubmit(orServerPost(onValid))(event);
  };

  const error = errors.email?.message;
  return (
    <form
      {...formPostProps('newsletter')}
      noValidate
      onSubmit={onSubmit}
      aria-label="Newsletter signup"
    >
      <FormPostFields />
      <label htmlFor={inputId} className="sr-only">
        Email address
      </label>
      <div className="flex flex-col gap-3 sm:flex-row">
        <input
          id={inputId}
          type="email"
          required
          autoComplete="email"
          placeholder="Your email address"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          className="h-12 w-full min-w-0 rounded-full sm:flex-1 border border-ink-600 bg-ink-850 px-5 text-sm text-ivory-50 transition placeholder:text-stone-400/80 hover:border-ink-500 focus:border-gold-500 focus:outline-none focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-gold-500/40"
          {...register('email')}
        />
        <Button type="submit" size="md" disabled={isSubmitting} className="h-12 shrink-0">
          {isSubmitting ? 'Subscribing...' : 'Subscribe'}
        </Button>
      </div>
      {error && (
        <p id={`${inputId}-error`} className="mt-2 pl-5 text-sm text-danger-300">
          {error}
        </p>
      )}
    </form>
  );
}
