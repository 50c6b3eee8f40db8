import type { ReactNode } from 'react';
import { SUPPORT } from '@app/config/support-contact';
import { DemoBanner } from './demo-banner';

// The brand's in-text underline: inside a sentence, colour alone must not mark a link (WCAG 1.4.1).
const link =
  'font-medium text-sand-100 underline decoration-gold-500/50 underline-offset-4 transition hover:text-gold-300 hover:decoration-gold-300';

/**
 * The frame of /payment/confirm in every state: the same heading from the pre-rendered first
 * paint to the answer, and the concierge's line under it.
 */
export function PaymentLinkShell({ demo, children }: { demo?: boolean; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-xl px-5 pt-14 pb-24 sm:pt-20">
      {demo && (
        <div className="mb-8">
          <DemoBanner />
        </div>
      )}
      <p className="text-eyebrow font-semibold tracking-[0.28em] text-gold-500 uppercase">
        Installment
      </p>
      <h1 className="mt-5 text-display-lg text-balance">Confirm your payment</h1>
      <div className="mt-8">{children}</div>
      <p className="mt-10 text-sm leading-relaxed text-stone-300">
        Questions? Call the concierge on{' '}
        <a className={link} href={SUPPORT.phoneHref}>
          {SUPPORT.phone}
        </a>{' '}
        or write to{' '}
        <a className={link} href={SUPPORT.emailHref}>
          {SUPPORT.email}
        </a>
        .
      </p>
    </div>
  );
}

/** What the page has to say instead of the payment: a used or expired link, a decline. */
export function PaymentLinkNotice({ text, busy }: { text: string; busy?: boolean }) {
  return (
    <p
      role="status"
      aria-busy={busy || undefined}
      className="flex items-start gap-3 rounded-2xl border border-gold-500/30 bg-ink-900/80 px-5 py-4 leading-relaxed text-sand-100"
    >
      {busy && (
        <span
          aria-hidden
          className="mt-1 size-4 shrink-0 rounded-full border-2 border-gold-500/30 border-t-gold-400 motion-safe:animate-spin"
        />
      )}
      {text}
    </p>
  );
}
