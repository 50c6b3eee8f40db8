import { serverMessageOf } from '@app/components/forms/server-message';
import { toast, type ToastOptions } from '@app/components/ui/toast-store';
import { deferredToast, STORAGE_FULL } from '@app/components/forms/outbox-toasts';
import { PERSON_KEYS, type PersonFields } from '@app/components/forms/person-fields';
import { textFieldsOf } from '@app/components/forms/text-fields-of';
import { useTaggedWaitlist } from '../data/use-tagged-waitlist';
import { REQUEST_SAVED } from '../lib/giveaway-toasts';
import { useDelayedRedirect } from './use-delayed-redirect';

interface EntrantSubmissionOptions {
  kind: 'giveaway' | 'activation';
  success: ToastOptions;
  failed: (serverMessage?: string) => ToastOptions;
  /** Where the flow continues 1.5 s after success. */
  redirectTo: string;
  /** Empties the form. */
  clear: () => void;
  /** Puts a refused request's values back, with the server's per-field messages. */
  restore: (fields: PersonFields, issues: Record<string, string> | undefined) => void;
  /** Shows the server's per-field messages on the values still in the form. */
  showIssues: (issues: Record<string, string> | undefined) => void;
}

/** Spec 4: success toasts, resets and moves on after 1.5 s; failure keeps the values to fix. */
export function useEntrantSubmission(options: EntrantSubmissionOptions) {
  const { kind, success, failed, clear, restore, showIssues } = options;
  const redirect = useDelayedRedirect(options.redirectTo);
  const succeed = () => {
    toast(success);
    clear();
    redirect();
  };

  const { send, waiting, deferred, refused } = useTaggedWaitlist(kind, {
    onDelivered: succeed,
    onRefused: (item) => {
      restore(textFieldsOf(item.body, PERSON_KEYS), item.issues);
      toast(failed(serverMessageOf(item)));
    },
    onAdopt: (item) => {
      if (item.status === 'failed' || item.status === 'auth') {
        restore(textFieldsOf(item.body, PERSON_KEYS), item.issues);
      }
      return true;
    },
  });

  const submit = async (fields: PersonFields) => {
    const outcome = await send(fields);
    if (outcome.status === 'storage-full') return void toast(STORAGE_FULL);
    if (outcome.status === 'sent') return succeed();
    if (outcome.status === 'retrying') {
      // Kept and retried: a resend from the same values would enter twice.
      clear();
      toast(deferredToast(failed(outcome.message), outcome));
      return;
    }
    if (outcome.status === 'queued') {
      clear();
      toast(REQUEST_SAVED);
      return;
    }
    showIssues(outcome.status === 'failed' ? outcome.issues : undefined);
    toast(failed(outcome.serverMessage));
  };

  return {
    submit,
    waiting,
    deferred,
    refused,
    failedText: refused && failed(serverMessageOf(refused)),
  };
}
