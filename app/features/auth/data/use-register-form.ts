import { valibotResolver } from '@hookform/resolvers/valibot';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { WaitlistInvitation } from '@shared/api';
import { RegisterFormSchema, type Register, type RegisterFormInput } from '@shared/schemas/auth';
import { register as createAccount } from '@app/local/account/auth';
import { applyServerIssues } from '@app/components/forms/server-issues';
import { toast } from '@app/components/ui/toast-store';
import { registrationFailed } from '../lib/auth-toasts';
import { failureMessage, useAccountRequest } from './use-account-request';

const EMPTY: RegisterFormInput = {
  firstName: '',
  lastName: '',
  email: '',
  phoneNumber: '',
  password: '',
  confirmPassword: '',
};
const SERVER_FIELDS = ['firstName', 'lastName', 'email', 'phoneNumber', 'password'] as const;

interface Handlers {
  /** Runs before the request: the page must not treat the new member as an earlier visit. */
  onStart: () => void;
  onRegistered: () => void;
}

export interface Invited {
  /** the waitlist invitation's token, sent with the registration */
  invite?: string;
  /** whom it is for: fills the fields not typed in yet (it arrives after the form is drawn) */
  invitation?: WaitlistInvitation;
}

/** The registration form's state and submit: the account is created and signed in, or not. */
export function useRegisterForm(
  { onStart, onRegistered }: Handlers,
  { invite, invitation }: Invited = {},
) {
  const { run, needsConnection } = useAccountRequest();
  const [refusal, setRefusal] = useState<string>();
  const values = useMemo(() => {
    if (!invitation) return undefined;
    const { firstName, lastName, email } = invitation;
    return { ...EMPTY, firstName, lastName, email };
  }, [invitation]);
  const form = useForm({
    resolver: valibotResolver(RegisterFormSchema),
    defaultValues: EMPTY,
    values,
    // What the person has already typed stays theirs.
    resetOptions: { keepDirtyValues: true },
  });

  const onValid = async ({
    confirmPassword: _confirm,
    ...payload
  }: Register & { confirmPassword: string }) => {
    setRefusal(undefined);
    onStart();
    const result = await run(() => createAccount({ ...payload, invite }));
    if (result.ok) return onRegistered();
    if (result.failure.kind === 'network') return;
    if (result.failure.kind === 'refused') {
      applyServerIssues(form.setError, result.failure.issues, SERVER_FIELDS);
    }
    const failed = registrationFailed(failureMessage(result.failure));
    setRefusal(failed.description);
    toast(failed);
  };

  return { form, submit: form.handleSubmit(onValid), refusal, needsConnection };
}
