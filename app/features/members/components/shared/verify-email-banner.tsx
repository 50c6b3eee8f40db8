import { Button } from '@app/components/ui/button';
import { useResendVerification } from '../../data/use-resend-verification';

/**
 * The reminder an unconfirmed member sees in the members' area: the address to look in, why it
 * matters (their earlier orders), and a way to have the link sent again.
 */
export function VerifyEmailBanner({ email }: { email: string }) {
  const { send, sending, sent } = useResendVerification();
  return (
    <section
      aria-labelledby="verify-email-title"
      className="relative flex flex-col gap-5 overflow-hidden rounded-3xl border border-gold-500/35 bg-linear-to-r from-gold-500/10 via-ink-900 to-ink-950 p-6 shadow-card sm:flex-row sm:items-center sm:gap-6 sm:p-7"
    >
      <div aria-hidden className="hairline absolute inset-x-0 top-0 opacity-70" />
      <EnvelopeMark />
      <div className="min-w-0 flex-1">
        <h2 id="verify-email-title" className="font-display text-2xl text-ivory-50">
          Please confirm your email
        </h2>
        <p className="mt-2 text-sm leading-relaxed break-words text-stone-300">
          We sent a link to <strong className="font-semibold text-sand-100">{email}</strong>. Open
          it to confirm the address: orders you placed with it before joining then appear in your
          dashboard.
        </p>
        {sent && (
          <p role="status" className="mt-3 text-sm leading-relaxed break-words text-gold-200">
            {sent}
          </p>
        )}
      </div>
      <Button
        variant="outline"
        size="md"
        className="shrink-0"
        disabled={sending}
        onClick={() => void send()}
      >
        {sending ? 'Sending...' : 'Send Again'}
      </Button>
    </section>
  );
}

function EnvelopeMark() {
  return (
    <span
      aria-hidden
      className="grid size-12 shrink-0 place-items-center rounded-full border border-gold-500/40 bg-ink-950/60 text-gold-300"
    >
      <svg
        viewBox="0 0 24 24"
        className="size-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
      >
        <rect x="3" y="5.5" width="18" height="13" rx="2" />
        <path d="m3.5 7 8.5 6.5L20.5 7" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </span>
  );
}
