import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { useHydrated } from '@app/lib/use-hydrated';
import { useUiStore } from '@app/stores/ui-store';

// The sheet and its dialog code (~12 KiB) load on the first open, not with the shell.
const SiteMenuSheet = lazy(() => import('./site-menu-sheet'));
const SITE_MENU_ID = 'site-menu';

interface SiteMenuProps {
  /** The signed-in member block, composed by the route so layout never imports a feature. */
  account?: ReactNode;
}

/** The header's Menu button; the sheet it opens is mounted from its first open on. */
export function SiteMenu({ account }: SiteMenuProps) {
  const open = useUiStore((s) => s.menuOpen);
  const setOpen = useUiStore((s) => s.setMenuOpen);
  const triggerRef = useRef<HTMLButtonElement>(null);
  // Kept mounted after the first open so the closing animation and focus return still run.
  const [wanted, setWanted] = useState(false);
  if (open && !wanted) setWanted(true);
  // Opens only through the app: until then a tap is kept and replayed (shared/early-events.ts).
  const hydrated = useHydrated();
  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-disabled={hydrated ? undefined : true}
        aria-controls={open ? SITE_MENU_ID : undefined}
        onClick={() => setOpen(!open)}
        className="group inline-flex h-10 cursor-pointer items-center gap-3 rounded-full text-sand-100 transition hover:text-gold-300 sm:pr-1 sm:pl-3"
      >
        <span className="sr-only text-[0.68rem] font-semibold tracking-[0.24em] uppercase sm:not-sr-only">
          Menu
        </span>
        <MenuGlyph />
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <SiteMenuSheet id={SITE_MENU_ID} account={account} triggerRef={triggerRef} />
        </Suspense>
      )}
    </>
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
