import { useState } from 'react';
import type { CurrentUser } from '@shared/api';
import {
  Dialog,
  DialogCloseButton,
  DialogFrame,
  DialogTitle,
  DialogTrigger,
} from '@app/components/ui/dialog';
import { ConsoleBrand } from './console-brand';
import { ConsoleNav } from './console-nav';
import { StaffCard } from './staff-card';

interface ConsoleMenuProps {
  staff: CurrentUser;
  onSignOut: () => void;
}

/** Phones and tablets: the navigation in a sheet, opened from the top bar. */
export function ConsoleMenu({ staff, onSignOut }: ConsoleMenuProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger className="flex h-9 cursor-pointer items-center gap-2 rounded-full border border-white/10 px-4 text-xs font-semibold tracking-[0.18em] text-sand-100 uppercase transition hover:border-gold-500/50 hover:text-gold-200">
        <svg aria-hidden viewBox="0 0 16 16" className="size-4" fill="none" stroke="currentColor">
          <path d="M2.5 4.5h11M2.5 8h11M2.5 11.5h11" strokeWidth="1.3" strokeLinecap="round" />
        </svg>
        Menu
      </DialogTrigger>
      <DialogFrame variant="sheet" aria-describedby={undefined} className="gap-6">
        <div className="flex items-center justify-between">
          <ConsoleBrand />
          <DialogCloseButton
            label="Close the menu"
            className="size-9 text-stone-300 hover:bg-white/5 hover:text-ivory-50"
          />
        </div>
        <DialogTitle className="sr-only">Console menu</DialogTitle>
        <ConsoleNav role={staff.role} onNavigate={() => setOpen(false)} />
        <div className="mt-auto">
          <StaffCard staff={staff} onSignOut={onSignOut} />
        </div>
      </DialogFrame>
    </Dialog>
  );
}
