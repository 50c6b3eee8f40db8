import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { API } from '@shared/api';
import { BRAND } from '@shared/brand';
import { cn } from '@app/components/ui/cn';
import { useUiStore } from '@app/stores/ui-store';
import { OfflineBar } from './offline-bar';
import { PendingOutbox } from './pending-outbox';
import { SiteMenu } from './site-menu';
import { useScrolled } from './use-scrolled';
import { useWindowControlsOverlay } from './use-window-controls-overlay';

interface SiteHeaderProps {
  /** Lie over the page's hero, transparent until the page scrolls (the home page). */
  overlay?: boolean;
  /** Signed-in greeting and Sign Out, composed by the route (layout never imports features). */
  account?: ReactNode;
  /** The member block shown inside the menu sheet. */
  menuAccount?: ReactNode;
}

export function SiteHeader({ overlay = false, account, menuAccount }: SiteHeaderProps) {
  const scrolled = useScrolled();
  const menuOpen = useUiStore((s) => s.menuOpen);
  const clear = overlay && !scrolled && !menuOpen;
  useWindowControlsOverlay();
  return (
    <header
      data-app-header
      className={cn(
        'inset-x-0 top-0 z-50 transition-[background-color,border-color,backdrop-filter] duration-500 ease-(--ease-luxe)',
        overlay ? 'fixed' : 'sticky',
        clear
          ? 'border-b border-transparent bg-linear-to-b from-ink-950/70 to-transparent'
          : 'border-b border-white/6 bg-ink-950/90 backdrop-blur-xl',
      )}
    >
      <div
        data-app-header-row
        className="mx-auto flex h-16 w-full max-w-[1440px] items-center justify-between gap-3 px-4 sm:h-20 sm:px-8"
      >
        <Link
          to="/"
          aria-label={`${BRAND.fullName} home`}
          className="flex shrink-0 items-center rounded-sm"
        >
          {/* Lazy: fetched once the page is laid out, after the page's largest image, which
              would otherwise wait for a connection behind it and the three fonts (LCP on /). */}
          <img
            src="/images/brand/logo.svg"
            alt=""
            width={160}
            height={32}
            loading="lazy"
            className="h-[22px] w-auto sm:h-8"
          />
        </Link>
        <nav aria-label="Primary" className="flex items-center gap-1 sm:gap-3">
          <PendingOutbox />
          {account}
          {/* A plain link, not the router's: the login endpoint is a server navigation (it
              redirects), and a link works from the pre-rendered page before any script has run. */}
          <a
            href={API.login}
            aria-label="Cart"
            className="grid size-9 cursor-pointer place-items-center rounded-full text-sand-100 sm:size-10 transition hover:text-gold-300"
          >
            <CartGlyph />
          </a>
          <SiteMenu account={menuAccount} />
        </nav>
      </div>
      <OfflineBar />
    </header>
  );
}

function CartGlyph() {
  return (
    <svg aria-hidden viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor">
      <path
        d="M5 8h14l-1.2 11.1a1 1 0 0 1-1 .9H7.2a1 1 0 0 1-1-.9L5 8Z"
        strokeWidth="1.3"
        strokeLinejoin="round"
      />
      <path d="M9 10V6.5a3 3 0 0 1 6 0V10" strokeWidth="1.3" strokeLinecap="round" />
    </svg>
  );
}
