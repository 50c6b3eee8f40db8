import type { FieldErrors, UseFormReturn } from 'react-hook-form';
import { CONTACT_REQUIRED_MESSAGE, type ContactInput } from '@shared/schemas/contact';
import type { OutboxItem } from '@app/local/db/db';
import { deferredToast, STORAGE_FULL } from '@app/components/forms/outbox-toasts';
import { applyServerIssues } from '@app/components/forms/server-issues';
import { toast } from '@app/components/ui/toast-store';
import { useSendContact } from '../data/use-send-contact';
import { EMPTY_CONTACT, fieldsOfBody, type ContactFields } from '../lib/contact-fields';
import {
  CONTACT_FAILED,
  CONTACT_SAVED,
  CONTACT_SENT,
  REQUIRED_FIELDS,
} from '../lib/contact-toasts';

const FIELDS = Object.keys(EMPTY_CONTACT) as Array<keyof ContactFields>;

type ContactForm = UseFormReturn<ContactInput, unknown, ContactFields>;

/** Spec 5 and 8: what the contact form does with a submission and each of its outcomes. */
export function useContactSubmission({ reset, setError }: ContactForm) {
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

  return { onValid, onInvalid, waiting, deferred, refused };
}
