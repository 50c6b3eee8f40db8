import { valibotResolver } from '@hookform/resolvers/valibot';
import { useId, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { NewsletterSchema, type Newsletter } from '@shared/schemas/newsletter';
import { Button } from '@app/components/ui/button';
import { toast } from '@app/components/ui/toast-store';
import type { SubmitOutcome } from '@app/local/outbox';
import { useNewsletterSignup } from '../data/use-newsletter-signup';
import { deferredToast, STORAGE_FULL } from '@app/components/forms/outbox-toasts';
import { NEWSLETTER_SUBSCRIBED, newsletterFailed } from '../lib/newsletter-toasts';

/** Says what happened; true when the field may be cleared (the signup is sent or kept). */
function announce(outcome: SubmitOutcome): boolean {
  switch (outcome.status) {
    case 'sent':
      toast(NEWSLETTER_SUBSCRIBED);
      return true;
    case 'queued':
      toast({
        title: 'Saved for delivery',
        description:
          "You're offline. We'll add you to the newsletter as soon as the connection returns.",
      });
      return true;
    case 'retrying':
      toast(deferredToast(newsletterFailed(outcome.message), outcome));
      return true;
    case 'failed':
      toast(newsletterFailed(outcome.message));
      return false;
    case 'storage-full':
      toast(STORAGE_FULL);
      return false;
    case 'auth':
      toast(newsletterFailed());
      return false;
  }
}

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
    if (announce(await subscribe(values))) reset({ email: '' });
  };

  // Spec 5: an empty submission is ignored: no message, no toast, no request.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!getValues('email').trim()) {
      event.preventDefault();
      return;
    }
    void handleSubmit(onValid)(event);
  };

  const error = errors.email?.message;
  return (
    <form noValidate onSubmit={onSubmit} aria-label="Newsletter signup">
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
