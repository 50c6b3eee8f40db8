import { valibotResolver } from '@hookform/resolvers/valibot';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ChangeEmailSchema, type ChangeEmail } from '@shared/schemas/account-security';
import { requestEmailChange } from '@app/local/account/account-security';
import { FormError } from '@app/components/forms/form-error';
import { Button } from '@app/components/ui/button';
import { Dialog, DialogContent } from '@app/components/ui/dialog';
import { TextField } from '@app/components/ui/field';
import type { RunSecurityAction } from '../../data/use-security-action';

interface ChangeEmailDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  currentEmail: string;
  run: RunSecurityAction;
}

/** 'Change email': a link goes to the new address; the change happens when it is opened. */
export function ChangeEmailDialog({
  open,
  onOpenChange,
  currentEmail,
  run,
}: ChangeEmailDialogProps) {
  const [refusal, setRefusal] = useState<string>();
  const [sent, setSent] = useState<string>();
  const form = useForm<ChangeEmail>({
    resolver: valibotResolver(ChangeEmailSchema),
    defaultValues: { email: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const openChange = (next: boolean) => {
    if (!next) {
      form.reset();
      setSent(undefined);
      setRefusal(undefined);
    }
    onOpenChange(next);
  };

  const save = form.handleSubmit(async ({ email }) => {
    setRefusal(undefined);
    const outcome = await run(() => requestEmailChange(email));
    if (outcome.ok) return setSent(outcome.value);
    if (outcome.kind !== 'refused') return;
    if (outcome.issues?.email) form.setError('email', { message: outcome.issues.email });
    else setRefusal(outcome.message);
  });

  return (
    <Dialog open={open} onOpenChange={openChange}>
      <DialogContent
        size="sm"
        eyebrow="Email"
        title="Change your email"
        description={`Your account uses ${currentEmail}. We will send a link to the new address; ${currentEmail} will be told, and can undo the change for seven days.`}
      >
        {sent ? (
          <div className="flex flex-col gap-5">
            <p role="status" className="leading-relaxed text-sand-100">
              {sent}
            </p>
            <Button onClick={() => openChange(false)} className="w-full">
              Done
            </Button>
          </div>
        ) : (
          <form
            noValidate
            onSubmit={save}
            aria-label="Change email"
            className="flex flex-col gap-5"
          >
            <TextField
              label="New email"
              type="email"
              inputMode="email"
              autoComplete="email"
              error={errors.email?.message}
              {...form.register('email')}
            />
            {refusal && <FormError title="Email Not Changed">{refusal}</FormError>}
            <Button type="submit" disabled={isSubmitting} className="w-full">
              {isSubmitting ? 'Sending...' : 'Send Confirmation Link'}
            </Button>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
