import { useRef, useState } from 'react';

/**
 * The re-authentication dialog as a promise (issue 24): an action the server refused with
 * `reauth_required` awaits `confirm()`, which opens the dialog and settles when the member has
 * confirmed it is them (true) or closed it (false). Never a sign-out.
 */
export interface ReauthGate {
  open: boolean;
  confirm(): Promise<boolean>;
  settle(confirmed: boolean): void;
}

export function useReauthGate(): ReauthGate {
  const [open, setOpen] = useState(false);
  const pending = useRef<((confirmed: boolean) => void) | null>(null);
  return {
    open,
    confirm: () =>
      new Promise<boolean>((resolve) => {
        // A second refusal while the dialog is open waits for the same answer.
        const previous = pending.current;
        pending.current = (confirmed) => {
          previous?.(confirmed);
          resolve(confirmed);
        };
        setOpen(true);
      }),
    settle: (confirmed) => {
      const resolve = pending.current;
      pending.current = null;
      setOpen(false);
      resolve?.(confirmed);
    },
  };
}
