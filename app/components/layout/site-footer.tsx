import { useToday } from '@app/lib/use-today';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { BRAND } from '@shared/brand';
import { SUPPORT } from '@app/config/support-contact';
import { WAITLIST_MEMBER_LIMIT } from '@shared/constants';
import { Container } from '@app/components/ui/container';
import { promptInstall } from '@app/stores/install-prompt-store';
import { useCanInstall } from '@app/stores/use-install-prompt';
import { FooterLegal } from './footer-legal';
import { InstallOffer } from './install-offer';
import { IosInstallSheetSlot } from './ios-install-sheet-slot';
import { PaymentMethods } from './payment-methods';

const linkClass = 'text-sm text-sand-200 transition hover:text-gold-300';

interface SiteFooterProps {
  /** The newsletter form, composed by the route (layout never imports a feature). */
  newsletter?: ReactNode;
}

export function SiteFooter({ newsletter }: SiteFooterProps) {
  const year = useToday().slice(0, 4);
  const canInstall = useCanInstall();
  return (
    <footer
      data-site-footer
      className="relative border-t border-white/5 bg-ink-900 pt-16 pb-10 sm:pt-20"
    >
      <div aria-hidden className="hairline absolute inset-x-0 top-0 opacity-50" />
      <Container>
        <div className="grid gap-12 lg:grid-cols-12 lg:gap-10">
          <div className="lg:col-span-4">
            <img
              src="/images/brand/logo.svg"
              alt={BRAND.fullName}
              width={160}
              height={32}
              loading="lazy"
              className="h-8 w-auto"
            />
            <p className="mt-5 max-w-xs font-display text-xl leading-snug text-sand-100 italic">
              {BRAND.tagline}
            </p>
            <ul className="mt-6 flex flex-col gap-2 text-sm">
              <li>
                <a href={SUPPORT.phoneHref} className={linkClass}>
                  {SUPPORT.phone}
                </a>
              </li>
              <li>
                <a href={SUPPORT.emailHref} className={linkClass}>
                  {SUPPORT.email}
                </a>
              </li>
              <li>
                <a
                  href={BRAND.social.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={linkClass}
                >
                  {BRAND.social.label}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </li>
              {canInstall && (
                <li>
                  <button
                    type="button"
                    onClick={() => void promptInstall()}
                    className={`${linkClass} cursor-pointer`}
                  >
                    Install the app
                  </button>
                </li>
              )}
            </ul>
          </div>
          <nav aria-label="Footer" className="grid grid-cols-2 gap-8 lg:col-span-4">
            <div>
              <h2 className="font-sans text-eyebrow font-semibold tracking-[0.28em] text-gold-500 uppercase">
                Explore
              </h2>
              <ul className="mt-5 flex flex-col gap-3">
                <li>
                  <Link to="/blog" className={linkClass}>
                    Blog
                  </Link>
                </li>
                <li>
                  <Link to="/press/release-1" className={linkClass}>
                    Press
                  </Link>
                </li>
                {/* Spec 2.2 leaves Services and Contact without a target; a link without one is
                    neither crawlable nor usable (issue 21), so each leads where its name says:
                    the club's services are sold in the shop, and /contact is the contact page. */}
                <li>
                  <Link to="/shop" className={linkClass}>
                    Services
                  </Link>
                </li>
                <li>
                  <Link to="/contact" className={linkClass}>
                    Contact
                  </Link>
                </li>
              </ul>
            </div>
            <div>
              <h2 className="font-sans text-eyebrow font-semibold tracking-[0.28em] text-gold-500 uppercase">
                Legal
              </h2>
              <ul className="mt-5 flex flex-col gap-3">
                <li>
                  <Link to="/privacy" className={linkClass}>
                    Privacy Policy
                  </Link>
                </li>
                <li>
                  <Link to="/terms" className={linkClass}>
                    Terms &amp; Conditions
                  </Link>
                </li>
              </ul>
            </div>
          </nav>
          <div className="lg:col-span-4">
            <h2 className="font-sans text-eyebrow font-semibold tracking-[0.28em] text-gold-500 uppercase">
              The private dispatch
            </h2>
            <p className="mt-4 text-sm leading-relaxed text-stone-300">
              Rare openings, new destinations and members' news, a few times a season. Membership is
              limited to {WAITLIST_MEMBER_LIMIT}; the letter is not.
            </p>
            <div className="mt-5">{newsletter}</div>
          </div>
        </div>
        <div className="mt-14 border-t border-ink-700 pt-10">
          <PaymentMethods />
        </div>
        <div className="mt-10 border-t border-ink-700 pt-10">
          <FooterLegal />
        </div>
        <p className="mt-10 border-t border-ink-700 pt-8 text-xs text-stone-400">
          © {year} {BRAND.legalEntity}. All rights reserved.
        </p>
      </Container>
      {/* Fixed and portalled: here because the footer is on every page and creates no
          containing block (the header's backdrop filter would). */}
      <InstallOffer />
      <IosInstallSheetSlot />
    </footer>
  );
}
