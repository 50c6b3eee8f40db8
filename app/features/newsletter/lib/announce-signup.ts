import { toast } from '@app/components/ui/toast-store';
import type { SubmitOutcome } from '@app/local/outbox/outbox';
import { deferredToast, STORAGE_FULL } from '@app/components/forms/outbox-toasts';
import { NEWSLETTER_SUBSCRIBED, newsletterFailed } from './newsletter-toasts';

/** Says what happened; true when the field may be cleared (the signup is sent or kept). */
export function announceSignup(outcome: SubmitOutcome): boolean {
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
