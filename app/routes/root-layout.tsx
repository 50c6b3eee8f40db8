import { lazy, Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation, useMatches } from 'react-router-dom';
import { SiteFooter } from '@app/components/layout/site-footer';
import { DeferHydration } from '@app/components/layout/defer-hydration';
import { SiteHeader } from '@app/components/layout/site-header';
import { SkipLink } from '@app/components/layout/skip-link';
import { useFormPostResult } from '@app/components/layout/use-form-post-result';
import { useHashScroll } from '@app/components/layout/use-hash-scroll';
import { useUiStore } from '@app/stores/ui-store';
import { AccountNav } from '@app/features/auth/components/account-nav';
import { AccountSummary } from '@app/features/auth/components/account-summary';
import { useSession } from '@app/features/auth/data/use-session';
import { MessagesLink } from '@app/features/messages/components/messages-link';
import { NEWSLETTER_DELIVERY_TOASTS } from '@app/features/newsletter/lib/newsletter-toasts';
import { WAITLIST_DELIVERY_TOASTS } from '@app/features/waitlist/lib/waitlist-toasts';
import { BOOKING_DELIVERY_TOASTS } from '@app/features/booking/lib/booking-toasts';
import { CONTACT_DELIVERY_TOASTS } from '@app/features/contact/lib/contact-toasts';
import {
  ACTIVATION_DELIVERY_TOASTS,
  ENTRY_DELIVERY_TOASTS,
} from '@app/features/giveaway/lib/giveaway-toasts';
import { PROFILE_DELIVERY_TOASTS } from '@app/features/members/lib/member-toasts';
import { DESTINATION_DELIVERY_TOASTS } from '@app/features/onboarding/lib/onboarding-toasts';
import { OutboxDeliveryToast } from '@app/components/forms/outbox-delivery-toast';
import { NewsletterSlot } from './newsletter-slot';

/** What the layout says when a request saved offline is settled after its form has gone. */
const DELIVERY_TOASTS = {
  waitlist: WAITLIST_DELIVERY_TOASTS,
  newsletter: NEWSLETTER_DELIVERY_TOASTS,
  booking: BOOKING_DELIVERY_TOASTS,
  contact: CONTACT_DELIVERY_TOASTS,
  giveaway: ENTRY_DELIVERY_TOASTS,
  activation: ACTIVATION_DELIVERY_TOASTS,
  profile: PROFILE_DELIVERY_TOASTS,
  'select-destination': DESTINATION_DELIVERY_TOASTS,
};

// Only members are offered notifications: visitors' pages do not load its code.
const PushOffer = lazy(() =>
  import('@app/features/push/components/push-offer').then((m) => ({ default: m.PushOffer })),
);

/** Route `handle` flags the layout reads. */
export interface RouteHandle {
  /** The page opens on a full-bleed hero: the header lies over it, clear until scrolled. */
  headerOverlay?: boolean;
  /** The screen's module in app/routes/ (router.tsx's `page`). */
  screen?: string;
}

/** Every page's frame: skip link, header and menu, <main>, footer with the newsletter form. */
export default function RootLayout() {
  const { key } = useLocation();
  const overlay = useMatches().some((m) => (m.handle as RouteHandle | undefined)?.headerOverlay);
  const setMenuOpen = useUiStore((s) => s.setMenuOpen);
  useHashScroll();
  useFormPostResult();
  // Any navigation (a menu choice, back, a link elsewhere) closes the menu sheet.
  useEffect(() => setMenuOpen(false), [key, setMenuOpen]);
  return (
    <>
      <SkipLink />
      <SiteHeader
        overlay={overlay}
        account={
          <>
            <MemberMessages />
            <AccountNav />
          </>
        }
        menuAccount={<AccountSummary />}
      />
      <main id="main" tabIndex={-1} className="min-h-[60svh] outline-none">
        <Outlet />
      </main>
      <DeferHydration>
        <SiteFooter newsletter={<NewsletterSlot />} />
      </DeferHydration>
      <ScrollRestoration />
      <OutboxDeliveryToast toasts={DELIVERY_TOASTS} />
      <MemberPushOffer />
    </>
  );
}

/** The notifications offer a booking or a message earned, for a signed-in member only. */
function MemberPushOffer() {
  const { user } = useSession();
  return user ? (
    <Suspense fallback={null}>
      <PushOffer />
    </Suspense>
  ) : null;
}

/** The header's Messages link with the unread count, for a signed-in member only. */
function MemberMessages() {
  const { user } = useSession();
  return user ? <MessagesLink ownerId={user.id} /> : null;
}
