import { valibotResolver } from '@hookform/resolvers/valibot';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { LoginSchema, type Login } from '@shared/schemas/auth';
import { signIn } from '@app/local/account/auth';
import { FormError } from '@app/components/forms/form-error';
import { Button } from '@app/components/ui/button';
import { TextField } from '@app/components/ui/field';
import { toast } from '@app/components/ui/toast-store';
import { failureMessage, useAccountRequest } from '../data/use-account-request';
import { signInFailed } from '../lib/auth-toasts';
import { landingFor, safeRedirect } from '../lib/safe-redirect';
import { ConnectionNotice } from './connection-notice';
import { TextLink } from './text-link';

/**
 * Spec 2.8 and 8: email and password; success goes on to `redirect` when it is a path of ours,
 * else to where this account lands (staff in the console, members on their dashboard).
 */
export function LoginForm({ redirect }: { redirect: string | null }) {
  const navigate = useNavigate();
  const { run, needsConnection } = useAccountRequest();
  const [refusal, setRefusal] = useState<string>();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: valibotResolver(LoginSchema),
    defaultValues: { email: '', password: '' },
  });

  const onValid = async (values: Login) => {
    setRefusal(undefined);
    const result = await run(() => signIn(values));
    if (result.ok) {
      return navigate(safeRedirect(redirect, landingFor(result.value)), { replace: true });
    }
    if (result.failure.kind === 'network') return;
    const failed = signInFailed(failureMessage(result.failure));
    setRefusal(failed.description);
    toast(failed);
  };

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onValid)}
      aria-label="Sign in"
      className="flex flex-col gap-5"
    >
      <TextField
        label="Email"
        type="email"
        // 'webauthn': the browser may offer passkeys in this field's autofill (usePasskeySignIn).
        autoComplete="username webauthn"
        inputMode="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <p className="-mt-2 text-right text-sm">
        <TextLink to="/forgot-password">Forgot your password?</TextLink>
      </p>
      {needsConnection && <ConnectionNotice action="Signing in" />}
      {refusal && <FormError title="Sign In Failed">{refusal}</FormError>}
      <Button type="submit" size="lg" disabled={isSubmitting} className="mt-1 w-full">
        {isSubmitting ? 'Signing In...' : 'Sign In'}
      </Button>
    </form>
  );
}
