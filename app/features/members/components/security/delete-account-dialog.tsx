import { valibotResolver } from '@hookform/resolvers/valibot';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ReauthPasswordSchema, type ReauthPassword } from '@shared/schemas/account-security';
import { FormError } from '@app/components/forms/form-error';
import { Button } from '@app/components/ui/button';
import { Dialog, DialogContent } from '@app/components/ui/dialog';
import { TextField } from '@app/components/ui/field';
import type { SecurityOutcome } from '../../data/use-security-action';

interface DeleteAccountDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** deletes with the password typed, or (no password) after a passkey check */
  onDelete: (password: string | undefined) => Promise<SecurityOutcome<string>>;
  hasPasskey: boolean;
}

const WHAT_HAPPENS = [
  'Your profile, photo, devices and passkeys are erased, and you are signed out everywhere.',
  'Your membership subscription is cancelled; no further payment is taken.',
  'Your messages, consultation requests, waitlist and newsletter entries are erased.',
  'Your bookings and orders stay for the club’s accounts, under a pseudonym instead of your name, email and phone.',
  'This cannot be undone, though your email can register again.',
];

/** The confirmation before deletion: it names what happens, then asks for the password. */
export function DeleteAccountDialog({
  open,
  onOpenChange,
  onDelete,
  hasPasskey,
}: DeleteAccountDialogProps) {
  const [refusal, setRefusal] = useState<string>();
  const [busy, setBusy] = useState(false);
  const form = useForm<ReauthPassword>({
    resolver: valibotResolver(ReauthPasswordSchema),
    defaultValues: { password: '' },
  });
  const { errors } = form.formState;

  const remove = async (password: string | undefined) => {
    setRefusal(undefined);
    setBusy(true);
    const outcome = await onDelete(password);
    setBusy(false);
    if (outcome.ok || outcome.kind !== 'refused') return;
    if (outcome.issues?.password) form.setError('password', { message: outcome.issues.password });
    else setRefusal(outcome.message);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="sm" eyebrow="Delete account" title="Delete your account?">
        <ul className="flex list-disc flex-col gap-2 pl-5 text-sm leading-relaxed text-stone-300">
          {WHAT_HAPPENS.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <form
          noValidate
          onSubmit={form.handleSubmit(({ password }) => remove(password))}
          aria-label="Delete account"
          className="mt-6 flex flex-col gap-5"
        >
          <TextField
            label="Password"
            type="password"
            autoComplete="current-password"
            error={errors.password?.message}
            {...form.register('password')}
          />
          {refusal && <FormError title="Account Not Deleted">{refusal}</FormError>}
          <Button type="submit" variant="danger" disabled={busy} className="w-full">
            {busy ? 'Deleting...' : 'Delete My Account'}
          </Button>
          {hasPasskey && (
            <Button
              variant="outline"
              disabled={busy}
              onClick={() => void remove(undefined)}
              className="w-full"
            >
              Confirm with a passkey instead
            </Button>
          )}
          <Button variant="ghost" onClick={() => onOpenChange(false)} className="w-full">
            Keep My Account
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
