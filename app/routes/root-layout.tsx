import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation, useMatches } from 'react-router-dom';
import { SiteFooter } from '@app/components/layout/site-footer';
import { SiteHeader } from '@app/components/layout/site-header';
import { SkipLink } from '@app/components/layout/skip-link';
import { useHashScroll } from '@app/components/layout/use-hash-scroll';
import { useUiStore } from '@app/stores/ui-store';
import { AccountNav } from '@app/features/auth/components/account-nav';
import { AccountSummary } from '@app/features/auth/components/account-summary';
import { NewsletterForm } from '@app/features/newsletter/components/newsletter-form';

/** Route `handle` flags the layout reads. */
export interface RouteHandle {
  /** The page opens on a full-bleed hero: the header lies over it, clear until scrolled. */
  headerOverlay?: boolean;
}

/** Every page's frame: skip link, header and menu, <main>, footer with the newsletter form. */
export default function RootLayout() {
  const { key } = useLocation();
  const overlay = useMatches().some((m) => (m.handle as RouteHandle | undefined)?.headerOverlay);
  const setMenuOpen = useUiStore((s) => s.setMenuOpen);
  useHashScroll();
  // Any navigation (a menu choice, back, a link elsewhere) closes the menu sheet.
  useEffect(() => setMenuOpen(false), [key, setMenuOpen]);
  return (
    <>
      <SkipLink />
      <SiteHeader overlay={overlay} account={<AccountNav />} menuAccount={<AccountSummary />} />
      <main id="main" tabIndex={-1} className="min-h-[60svh] outline-none">
        <Outlet />
      </main>
      <SiteFooter newsletter={<NewsletterForm />} />
      <ScrollRestoration />
    </>
  );
}
