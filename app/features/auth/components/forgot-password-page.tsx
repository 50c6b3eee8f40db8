import { valibotResolver } from '@hookform/resolvers/valibot';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ForgotPasswordSchema, type ForgotPassword } from '@shared/schemas/auth';
import { requestPasswordReset } from '@app/local/account/auth';
import { Button } from '@app/components/ui/button';
import { TextField } from '@app/components/ui/field';
import { toast } from '@app/components/ui/toast-store';
import { failureMessage, useAccountRequest } from '../data/use-account-request';
import { requestFailed } from '../lib/auth-toasts';
import { AuthShell } from './auth-shell';
import { ConnectionNotice } from './connection-notice';
import { TextLink } from './text-link';

const BACK = (
  <p>
    Remembered it? <TextLink to="/login">Back to sign in</TextLink>
  </p>
);

/** /forgot-password: always the same confirmation, so the page never reveals who is a member. */
export function ForgotPasswordPage() {
  const [sent, setSent] = useState<string>();
  if (sent) {
    return (
      <AuthShell eyebrow="Check your inbox" title="A letter is on its way" footer={BACK}>
        <p role="status" className="leading-relaxed text-sand-100">
          {sent}
        </p>
        <p className="mt-4 text-sm leading-relaxed text-stone-300">
          The link is valid for one hour and can be used once.
        </p>
      </AuthShell>
    );
  }
  return (
    <AuthShell
      eyebrow="Account recovery"
      title="Forgotten your password?"
      intro="Tell us the email of your membership and we'll send a link to choose a new one."
      footer={BACK}
    >
      <ForgotPasswordForm onSent={setSent} />
    </AuthShell>
  );
}

function ForgotPasswordForm({ onSent }: { onSent: (message: string) => void }) {
  const { run, needsConnection } = useAccountRequest();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: valibotResolver(ForgotPasswordSchema), defaultValues: { email: '' } });

  const onValid = async (values: ForgotPassword) => {
    const result = await run(() => requestPasswordReset(values));
    if (result.ok) return onSent(result.value);
    if (result.failure.kind !== 'network') toast(requestFailed(failureMessage(result.failure)));
  };

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onValid)}
      aria-label="Reset your password"
      className="flex flex-col gap-5"
    >
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.email?.message}
        {...register('email')}
      />
      {needsConnection && <ConnectionNotice action="Requesting a reset link" />}
      <Button type="submit" size="lg" disabled={isSubmitting} className="w-full">
        {isSubmitting ? 'Sending...' : 'Send Reset Link'}
      </Button>
    </form>
  );
}
