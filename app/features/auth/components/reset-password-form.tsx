import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import { ResetPasswordFormSchema } from '@shared/schemas/auth';
import { Button } from '@app/components/ui/button';
import { TextField } from '@app/components/ui/field';
import { ConnectionNotice } from './connection-notice';

interface ResetPasswordFormProps {
  onReset: (password: string) => Promise<void>;
  needsConnection: boolean;
}

/** The new password, typed twice (spec 5's rules and 'Passwords don't match'). */
export function ResetPasswordForm({ onReset, needsConnection }: ResetPasswordFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: valibotResolver(ResetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  return (
    <form
      noValidate
      onSubmit={handleSubmit(({ password }) => onReset(password))}
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
