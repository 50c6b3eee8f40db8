import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import { ResetPasswordFormSchema } from '@shared/schemas/auth';
import { applyServerIssues } from '@app/components/forms/server-issues';
import { Button } from '@app/components/ui/button';
import { TextField } from '@app/components/ui/field';
import { ConnectionNotice } from './connection-notice';

interface ResetPasswordFormProps {
  /** Answers the server's per-field messages, if it refused the password itself. */
  onReset: (password: string) => Promise<Record<string, string> | undefined>;
  needsConnection: boolean;
}

/**
 * The new password, typed twice (spec 5's rules and 'Passwords don't match'); the server's refusal
 * of the password itself (too common) shows on its field.
 */
export function ResetPasswordForm({ onReset, needsConnection }: ResetPasswordFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: valibotResolver(ResetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  return (
    <form
      noValidate
      onSubmit={handleSubmit(async ({ password }) =>
        applyServerIssues(setError, await onReset(password), ['password']),
      )}
      aria-label="Choose a new password"
      className="flex flex-col gap-5"
    >
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <TextField
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      {needsConnection && <ConnectionNotice action="Resetting your password" />}
      <Button type="submit" size="lg" disabled={isSubmitting} className="w-full">
        {isSubmitting ? 'Saving...' : 'Reset Password'}
      </Button>
    </form>
  );
}
