import { valibotResolver } from '@hookform/resolvers/valibot';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import * as v from 'valibot';
import { PasskeyNameSchema } from '@shared/schemas/account-security';
import { addPasskey } from '@app/local/account/passkeys';
import { FormError } from '@app/components/forms/form-error';
import { Button } from '@app/components/ui/button';
import { Dialog, DialogContent } from '@app/components/ui/dialog';
import { TextField } from '@app/components/ui/field';
import { toast } from '@app/components/ui/toast-store';
import type { RunSecurityAction } from '../../data/use-security-action';

const NameFormSchema = v.object({ name: PasskeyNameSchema });
type NameForm = v.InferOutput<typeof NameFormSchema>;

interface AddPasskeyDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** the name offered: this device's, as the devices list names it */
  defaultName: string;
  run: RunSecurityAction;
  onAdded: () => void;
}

/** 'Add a passkey': a name for it, then the device's own prompt (fingerprint, face or PIN). */
export function AddPasskeyDialog({
  open,
  onOpenChange,
  defaultName,
  run,
  onAdded,
}: AddPasskeyDialogProps) {
  const [refusal, setRefusal] = useState<string>();
  const form = useForm<NameForm>({
    resolver: valibotResolver(NameFormSchema),
    defaultValues: { name: defaultName },
  });
  const { errors, isSubmitting } = form.formState;
  useEffect(() => {
    if (open) form.reset({ name: defaultName });
  }, [open, defaultName, form]);

  const save = form.handleSubmit(async ({ name }) => {
    setRefusal(undefined);
    const outcome = await run(() => addPasskey(name));
    if (outcome.ok) {
      onOpenChange(false);
      toast({ title: 'Passkey Added', description: `“${name}” can now sign you in.` });
      onAdded();
    } else if (outcome.kind === 'refused') {
      setRefusal(outcome.message);
    }
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        size="sm"
        eyebrow="Passkeys"
        title="Add a passkey"
        description="Your device will ask for your fingerprint, face or screen lock. The passkey stays on it; the club keeps only its public key."
      >
        <form noValidate onSubmit={save} aria-label="Add a passkey" className="flex flex-col gap-5">
          <TextField
            label="Name"
            autoComplete="off"
            maxLength={60}
            error={errors.name?.message}
            {...form.register('name')}
          />
          {refusal && <FormError title="Passkey Not Added">{refusal}</FormError>}
          <Button type="submit" disabled={isSubmitting} className="w-full">
            {isSubmitting ? 'Waiting for your device...' : 'Create Passkey'}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
