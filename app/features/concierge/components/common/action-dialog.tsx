import { useId, type FormEvent, type ReactNode } from 'react';
import { Button } from '@app/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@app/components/ui/dialog';
import type { ConsoleFailure } from '../../data/console-failure';
import { ActionFailure, OfflineHint } from './action-notices';

interface ActionDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** what will happen, in a sentence (the amount of a refund, who is mailed) */
  description: ReactNode;
  submitLabel: string;
  onSubmit: () => void;
  busy: boolean;
  online: boolean;
  failure: ConsoleFailure | undefined;
  /** the fields, if the action takes any */
  children?: ReactNode;
}

/**
 * A staff action that asks first (a refund, an invitation) or takes a few words (a note). Closing
 * it keeps what was typed; offline its button waits, with the reason beside it.
 */
export function ActionDialog({
  open,
  onOpenChange,
  title,
  description,
  submitLabel,
  onSubmit,
  busy,
  online,
  failure,
  children,
}: ActionDialogProps) {
  const offlineHintId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={title} description={description} size="sm">
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          {children}
          <ActionFailure failure={failure} />
          <OfflineHint id={offlineHintId} online={online} />
          <div className="mt-2 flex flex-wrap justify-end gap-3">
            <DialogClose asChild>
              <Button variant="outline" size="sm">
                Not now
              </Button>
            </DialogClose>
            <Button
              type="submit"
              size="sm"
              disabled={busy || !online}
              aria-describedby={online ? undefined : offlineHintId}
            >
              {busy ? 'Sending…' : submitLabel}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
