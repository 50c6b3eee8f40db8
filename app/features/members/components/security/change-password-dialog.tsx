import { valibotResolver } from '@hookform/resolvers/valibot';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  ChangePasswordFormSchema,
  type ChangePassword,
  type ChangePasswordFormInput,
} from '@shared/schemas/account-security';
import { changePassword } from '@app/local/account/account-security';
import { FormError } from '@app/components/forms/form-error';
import { Button } from '@app/components/ui/button';
import { Dialog, DialogContent } from '@app/components/ui/dialog';
import { TextField } from '@app/components/ui/field';
import { toast } from '@app/components/ui/toast-store';
import type { RunSecurityAction } from '../../data/use-security-action';

interface ChangePasswordDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  run: RunSecurityAction;
  /** after the change: the devices list lost every other device */
  onChanged: () => void;
}

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * 'Change password': the current one, then the new one twice. Left empty, the current password
 * gives way to the security check's dialog, where a passkey can answer instead.
 */
export function ChangePasswordDialog({
  open,
  onOpenChange,
  run,
  onChanged,
}: ChangePasswordDialogProps) {
  const [refusal, setRefusal] = useState<string>();
  const form = useForm<ChangePasswordFormInput, unknown, ChangePassword>({
    resolver: valibotResolver(ChangePasswordFormSchema),
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = form.formState;

  const save = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    setRefusal(undefined);
    const outcome = await run(() => changePassword({ currentPassword, newPassword }));
    if (outcome.ok) {
      form.reset(EMPTY);
      onOpenChange(false);
      toast({ title: 'Password Changed', description: outcome.value });
      onChanged();
      return;
    }
    if (outcome.kind !== 'refused') return;
    const issues = outcome.issues ?? {};
    if (issues.currentPassword)
      form.setError('currentPassword', { message: issues.currentPassword });
    else if (issues.newPassword) form.setError('newPassword', { message: issues.newPassword });
    else setRefusal(outcome.message);
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        size="sm"
        eyebrow="Password"
        title="Change your password"
        description="Every other device will be signed out, and we will email you to say it changed. Leave the current password empty to confirm with a passkey instead."
      >
        <form
          noValidate
          onSubmit={save}
          aria-label="Change password"
          className="flex flex-col gap-5"
        >
          <TextField
            label="Current password"
            type="password"
            autoComplete="current-password"
            error={errors.currentPassword?.message}
            {...form.register('currentPassword', { setValueAs: (v: string) => v || undefined })}
          />
          <TextField
            label="New password"
            type="password"
            autoComplete="new-password"
            error={errors.newPassword?.message}
            {...form.register('newPassword')}
          />
          <TextField
            label="Confirm new password"
            type="password"
            autoComplete="new-password"
            error={errors.confirmPassword?.message}
            {...form.register('confirmPassword')}
          />
          {refusal && <FormError title="Password Not Changed">{refusal}</FormError>}
          <Button type="submit" disabled={isSubmitting} className="w-full">
            {isSubmitting ? 'Saving...' : 'Change Password'}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
