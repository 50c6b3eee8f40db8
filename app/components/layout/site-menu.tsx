import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { BRAND } from '@shared/brand';
import { buttonClasses } from '@app/components/ui/button';
import { promptInstall, useCanInstall } from '@app/stores/install-prompt-store';
import { useUiStore } from '@app/stores/ui-store';

/** Spec 2.2's hamburger menu, in this order and with these words. */
export const MENU_ITEMS = [
  { label: 'DESTINATIONS', to: '/destinations' },
  { label: 'PRIVATE JETS', to: '/home#jets' },
  { label: 'LUXURY HOTELS', to: '/home#hotels' },
  { label: 'LOGIN', to: '/login' },
] as const;

interface SiteMenuProps {
  /** The signed-in member block, composed by the route so layout never imports a feature. */
  account?: ReactNode;
}

/** The menu sheet: full height on phones, a side panel on wider screens; closes after a choice. */
export function SiteMenu({ account }: SiteMenuProps) {
  const open = useUiStore((s) => s.menuOpen);
  const setOpen = useUiStore((s) => s.setMenuOpen);
  const close = () => setOpen(false);
  const canInstall = useCanInstall();
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className="group inline-flex h-10 cursor-pointer items-center gap-3 rounded-full sm:pr-1 sm:pl-3 text-sand-100 transition hover:text-gold-300">
        <span className="sr-only text-[0.68rem] font-semibold tracking-[0.24em] uppercase sm:not-sr-only">
          Menu
        </span>
        <MenuGlyph />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-ink-950/70 backdrop-blur-sm data-[state=open]:animate-fade-up" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-0 z-[70] flex flex-col overflow-y-auto bg-ink-900 px-6 pt-5 pb-8 shadow-card outline-none data-[state=open]:animate-fade-up sm:left-auto sm:w-[480px] sm:border-l sm:border-gold-500/20 sm:px-10"
        >
          <div className="flex h-12 items-center justify-between">
            <Dialog.Title className="font-sans text-eyebrow font-semibold tracking-[0.28em] text-gold-500 uppercase">
              Menu
            </Dialog.Title>
            <Dialog.Close
              aria-label="Close menu"
              className="grid size-10 cursor-pointer place-items-center rounded-full border border-ink-600 text-sand-100 transition hover:border-gold-500 hover:text-gold-300"
            >
              <svg
                aria-hidden
                viewBox="0 0 16 16"
                className="size-4"
                fill="none"
                stroke="currentColor"
              >
                <path d="M3 3l10 10M13 3L3 13" strokeWidth="1.4" strokeLinecap="round" />
              </svg>
            </Dialog.Close>
          </div>
          <div className="hairline mt-4 opacity-60" />
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
                    onClick={close}
                    className="py-3 font-display text-[clamp(1.85rem,7.5vw,2.25rem)] leading-none font-medium tracking-[0.04em] whitespace-nowrap text-ivory-50 transition duration-500 ease-(--ease-luxe) group-hover:translate-x-1.5 hover:text-gold-300"
                  >
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          {account && <div className="mt-10">{account}</div>}
          <Link
            to="/waitlist"
            onClick={close}
            className={buttonClasses('outline', 'md', 'mt-10 w-full')}
          >
            Request an Invitation
          </Link>
          {canInstall && (
            <button
              type="button"
              onClick={() => {
                close();
                void promptInstall();
              }}
              className={buttonClasses('ghost', 'md', 'mt-3 w-full')}
            >
              Install the app
            </button>
          )}
          <div className="mt-10 border-t border-ink-700 pt-6 text-sm text-stone-300">
            <p className="text-eyebrow font-semibold tracking-[0.28em] text-stone-400 uppercase">
              Private concierge
            </p>
            <p className="mt-3 flex flex-col gap-1.5">
              <a href={BRAND.supportPhoneHref} className="hover:text-gold-300">
                {BRAND.supportPhone}
              </a>
              <a href={`mailto:${BRAND.supportEmail}`} className="hover:text-gold-300">
                {BRAND.supportEmail}
              </a>
            </p>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function MenuGlyph() {
  return (
    <span
      aria-hidden
      className="grid size-10 place-items-center rounded-full border border-sand-100/25 transition group-hover:border-gold-400"
    >
      <svg viewBox="0 0 20 12" className="h-3 w-5" fill="none" stroke="currentColor">
        <path d="M1 1h18M5 6h14M1 11h18" strokeWidth="1.3" strokeLinecap="round" />
      </svg>
    </span>
  );
}
