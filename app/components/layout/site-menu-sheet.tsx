import type { ReactNode, RefObject } from 'react';
import { Link } from 'react-router-dom';
import { SUPPORT } from '@app/config/support-contact';
import { buttonClasses } from '@app/components/ui/button';
import { Dialog, DialogCloseButton, DialogFrame, DialogTitle } from '@app/components/ui/dialog';
import { promptInstall } from '@app/stores/install-prompt-store';
import { useCanInstall } from '@app/stores/use-install-prompt';
import { useUiStore } from '@app/stores/ui-store';

/** Spec 2.2's hamburger menu, in this order and with these words. */
const MENU_ITEMS = [
  { label: 'DESTINATIONS', to: '/destinations' },
  { label: 'PRIVATE JETS', to: '/home#jets' },
  { label: 'LUXURY HOTELS', to: '/home#hotels' },
  { label: 'LOGIN', to: '/login' },
] as const;

export interface SiteMenuSheetProps {
  /** The sheet's id, which the Menu button names in aria-controls. */
  id: string;
  /** The signed-in member block, composed by the route so layout never imports a feature. */
  account?: ReactNode;
  /** The shell's Menu button: it is not a Radix trigger, so focus is returned to it here. */
  triggerRef: RefObject<HTMLButtonElement | null>;
}

/**
 * The menu sheet, loaded on the first open (site-menu.tsx) so its dialog code stays out of the
 * first load. Closes after a choice; Escape, outside click and the × close it too.
 */
export default function SiteMenuSheet({ id, account, triggerRef }: SiteMenuSheetProps) {
  const open = useUiStore((s) => s.menuOpen);
  const setOpen = useUiStore((s) => s.setMenuOpen);
  const close = () => setOpen(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogFrame
        variant="sheet"
        id={id}
        aria-describedby={undefined}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          triggerRef.current?.focus();
        }}
      >
        <div className="flex h-12 items-center justify-between">
          <DialogTitle className="font-sans text-eyebrow font-semibold tracking-[0.28em] text-gold-500 uppercase">
            Menu
          </DialogTitle>
          <DialogCloseButton
            label="Close menu"
            className="size-10 border border-ink-600 text-sand-100 hover:border-gold-500 hover:text-gold-300"
          />
        </div>
        <div className="hairline mt-4 opacity-60" />
        <MenuLinks onChoose={close} />
        {account && <div className="mt-10">{account}</div>}
        <MenuActions onChoose={close} />
        <ConciergeContact />
      </DialogFrame>
    </Dialog>
  );
}

function MenuLinks({ onChoose }: { onChoose: () => void }) {
  return (
    <nav aria-label="Menu" className="mt-10 flex-1">
      <ul className="flex flex-col gap-2">
        {MENU_ITEMS.map((item, i) => (
          <li key={item.to} className="group flex items-baseline gap-5">
            {/* The number sits outside the link so its name is the spec's word alone. */}
            <span aria-hidden className="w-6 font-sans text-xs tracking-widest text-gold-600">
              {String(i + 1).padStart(2, '0')}
            </span>
            <Link
              to={item.to}
              onClick={onChoose}
              className="py-3 font-display text-[clamp(1.85rem,7.5vw,2.25rem)] leading-none font-medium tracking-[0.04em] whitespace-nowrap text-ivory-50 transition duration-500 ease-(--ease-luxe) group-hover:translate-x-1.5 hover:text-gold-300"
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Request an Invitation, and Install the app while the browser offers it. */
function MenuActions({ onChoose }: { onChoose: () => void }) {
  const canInstall = useCanInstall();
  return (
    <>
      <Link
        to="/waitlist"
        onClick={onChoose}
        className={buttonClasses('outline', 'md', 'mt-10 w-full')}
      >
        Request an Invitation
      </Link>
      {canInstall && (
        <button
          type="button"
          onClick={() => {
            onChoose();
            void promptInstall();
          }}
          className={buttonClasses('ghost', 'md', 'mt-3 w-full')}
        >
          Install the app
        </button>
      )}
    </>
  );
}

function ConciergeContact() {
  return (
    <div className="mt-10 border-t border-ink-700 pt-6 text-sm text-stone-300">
      <p className="text-eyebrow font-semibold tracking-[0.28em] text-stone-400 uppercase">
        Private concierge
      </p>
      <p className="mt-3 flex flex-col gap-1.5">
        <a href={SUPPORT.phoneHref} className="hover:text-gold-300">
          {SUPPORT.phone}
        </a>
        <a href={SUPPORT.emailHref} className="hover:text-gold-300">
          {SUPPORT.email}
        </a>
      </p>
    </div>
  );
}
