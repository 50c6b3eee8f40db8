import { valibotResolver } from '@hookform/resolvers/valibot';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ReauthPasswordSchema, type ReauthPassword } from '@shared/schemas/account-security';
import { reauthWithPassword } from '@app/local/account/account-security';
import { reauthWithPasskey } from '@app/local/account/passkeys';
import { FormError } from '@app/components/forms/form-error';
import { Button } from '@app/components/ui/button';
import { Dialog, DialogContent } from '@app/components/ui/dialog';
import { TextField } from '@app/components/ui/field';
import type { ReauthGate } from '../../data/use-reauth-gate';
import { securityFailure } from '../../data/use-security-action';

interface ReauthDialogProps {
  gate: ReauthGate;
  /** whether the member has a passkey to confirm with instead */
  hasPasskey: boolean;
}

/** 'Confirm it's you': the password or a passkey, then the action the member asked for goes on. */
export function ReauthDialog({ gate, hasPasskey }: ReauthDialogProps) {
  const [refusal, setRefusal] = useState<string>();
  const [usingPasskey, setUsingPasskey] = useState(false);
  const form = useForm<ReauthPassword>({
    resolver: valibotResolver(ReauthPasswordSchema),
    defaultValues: { password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const close = (confirmed: boolean) => {
    form.reset();
    setRefusal(undefined);
    gate.settle(confirmed);
  };

  const withPassword = form.handleSubmit(async ({ password }) => {
    setRefusal(undefined);
    try {
      await reauthWithPassword(password);
      close(true);
    } catch (err) {
      const failure = securityFailure(err);
      if (failure.ok || failure.kind === 'network') return;
      const message = failure.issues?.password ?? failure.message;
      if (failure.issues?.password) form.setError('password', { message });
      else setRefusal(message);
    }
  });

  const withPasskey = async () => {
    setRefusal(undefined);
    setUsingPasskey(true);
    try {
      await reauthWithPasskey();
      close(true);
    } catch (err) {
      const failure = securityFailure(err);
      if (!failure.ok && failure.kind === 'refused') setRefusal(failure.message);
    } finally {
      setUsingPasskey(false);
    }
  };

  return (
    <Dialog open={gate.open} onOpenChange={(open) => !open && close(false)}>
      <DialogContent
        size="sm"
        eyebrow="Security check"
        title="Confirm it’s you"
        description="For your security, please confirm it’s you before changing your account. You won’t be asked again for five minutes."
      >
        <form
          noValidate
          onSubmit={withPassword}
          aria-label="Confirm it’s you"
          className="flex flex-col gap-5"
        >
          <TextField
            label="Password"
            type="password"
            autoComplete="current-password"
            error={errors.password?.message}
            {...form.register('password')}
          />
          {refusal && <FormError title="Not Confirmed">{refusal}</FormError>}
          <Button type="submit" disabled={isSubmitting} className="w-full">
            {isSubmitting ? 'Confirming...' : 'Confirm'}
          </Button>
          {hasPasskey && (
            <Button
              variant="outline"
              onClick={() => void withPasskey()}
              disabled={usingPasskey}
              className="w-full"
            >
              {usingPasskey ? 'Waiting for your passkey...' : 'Use a passkey instead'}
            </Button>
          )}
        </form>
      </DialogContent>
    </Dialog>
  );
}
