import { Link } from 'react-router-dom';
import { Button } from '@app/components/ui/button';
import { Container } from '@app/components/ui/container';
import { type OfflineDestination, useOfflineDestinations } from './offline-destinations';

interface OfflineScreenProps {
  /** What this screen needs the connection for, in one sentence. */
  reason?: string;
}

/**
 * "You're offline": shown where a screen has nothing on the device to show (a product never
 * loaded, a checkout, a screen whose code never reached this device), never the browser's own
 * error page. It lists what does open offline.
 */
export function OfflineScreen({
  reason = 'This page needs a connection the first time it opens.',
}: OfflineScreenProps) {
  const destinations = useOfflineDestinations();
  return (
    <section className="relative overflow-hidden py-20 sm:py-28" aria-labelledby="offline-title">
      <div
        aria-hidden
        className="absolute inset-0 bg-[radial-gradient(ellipse_at_top,rgb(198_161_91/0.10),transparent_60%)]"
      />
      <Container className="relative max-w-3xl text-center">
        <p className="text-eyebrow font-semibold tracking-[0.28em] text-gold-500 uppercase">
          Offline
        </p>
        <h1 id="offline-title" className="mt-5 text-display-md text-balance">
          You're offline
        </h1>
        <p className="mx-auto mt-5 max-w-md leading-relaxed text-stone-300">
          {reason} It will be here as soon as you're back online; meanwhile, these are with you.
        </p>
        <OfflineList destinations={destinations} />
        <Button variant="outline" size="lg" className="mt-10" onClick={() => location.reload()}>
          Try again
        </Button>
      </Container>
    </section>
  );
}

function OfflineList({ destinations }: { destinations: readonly OfflineDestination[] }) {
  return (
    <nav aria-label="Available offline" className="mt-12 text-left">
      <ul className="grid gap-3 sm:grid-cols-2">
        {destinations.map((d) => (
          <li key={d.to}>
            <Link
              to={d.to}
              className="group flex h-full flex-col rounded-2xl border border-white/8 bg-ink-900/70 px-6 py-5 transition hover:border-gold-500/40 hover:bg-ink-850 focus-visible:border-gold-400"
            >
              <span className="font-display text-xl text-ivory-50 group-hover:text-gold-200">
                {d.label}
              </span>
              <span className="mt-1 text-sm text-stone-400">{d.note}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
