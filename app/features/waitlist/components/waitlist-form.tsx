import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { WaitlistSchema } from '@shared/schemas/waitlist';
import { Button } from '@app/components/ui/button';
import { toast } from '@app/components/ui/toast-store';
import { PersonInputs } from '@app/components/forms/person-inputs';
import { useJoinWaitlist } from '../data/use-join-waitlist';
import { markWaitlistJoined } from '../data/waitlist-flag';
import { WAITLIST_FAILED, WAITLIST_JOINED } from '../lib/waitlist-toasts';
import { QueuedNotice } from '@app/components/forms/queued-notice';
import { applyServerIssues } from '@app/components/forms/server-issues';
import { EMPTY_PERSON, PERSON_KEYS, type PersonFields } from '@app/components/forms/person-fields';
import { deferredToast, STORAGE_FULL } from '@app/components/forms/outbox-toasts';
import { WaitlistConsent } from './waitlist-consent';
import { FormPostFields, formPostProps } from '@app/components/forms/form-post-fields';
import { orServerPost } from '@app/components/forms/or-server-post';

/** Offline: the request is kept on this device and sent when the connection returns. */
const REQUEST_SAVED = {
  title: 'Request saved',
  description: "You're offline. We'll send your request as soon as the connection returns.",
};

/** Spec 2.7 and 8: the join form, durable through the outbox, with the catalogue's messages. */
export function WaitlistForm() {
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: valibotResolver(WaitlistSchema), defaultValues: EMPTY_PERSON });

  const completeJoin = () => {
    markWaitlistJoined();
    toast(WAITLIST_JOINED);
    navigate('/thank-you');
  };

  const showFailure = (issues: Record<string, string> | undefined) => {
    applyServerIssues(setError, issues, PERSON_KEYS);
    toast(WAITLIST_FAILED);
  };

  const { join, waiting, deferred } = useJoinWaitlist({
    onLaterJoined: completeJoin,
    onLaterFailure: (values, issues) => {
      reset(values);
      showFailure(issues);
    },
  });

  const onValid = async (values: PersonFields) => {
    const outcome = await join({
      firstName: values.firstName,
      lastName: values.lastName,
      email: values.email,
      phoneNumber: values.phoneNumber,
    });
    if (outcome.status === 'storage-full') return void toast(STORAGE_FULL);
    if (outcome.status === 'sent') return completeJoin();
    if (outcome.status === 'retrying') {
      // Kept and retried: a resend from the same values would join twice.
      reset(EMPTY_PERSON);
      toast(deferredToast(WAITLIST_FAILED, outcome));
      return;
    }
    if (outcome.status === 'queued') {
      reset(EMPTY_PERSON);
      toast(REQUEST_SAVED);
      return;
    }
    // Keep the values so the visitor can correct them and resend.
    showFailure(outcome.status === 'failed' ? outcome.issues : undefined);
  };

  return (
    <form
      {...formPostProps('waitlist')}
      noValidate
      onSubmit={handleSubmit(orServerPost(onValid))}
      aria-label="Join the waitlist"
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
      {waiting && (
        <QueuedNotice deferred={deferred}>we'll confirm your place right here</QueuedNotice>
      )}
      <Button type="submit" size="lg" disabled={isSubmitting} className="mt-2 w-full">
        {isSubmitting ? 'Joining...' : 'Join the Waitlist'}
      </Button>
      <WaitlistConsent />
    </form>
  );
}
