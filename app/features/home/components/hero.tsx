import { Link } from 'react-router-dom';
import { Button } from '@app/components/ui/button';
import { Container } from '@app/components/ui/container';
import { WAITLIST_MEMBER_LIMIT } from '@shared/constants';
import { HeroVideo } from './hero-video';

export function Hero() {
  return (
    <section className="relative isolate flex min-h-svh items-end overflow-hidden">
      <HeroVideo />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-linear-to-b from-ink-950/75 via-ink-950/35 to-ink-950"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-linear-to-r from-ink-950/70 via-ink-950/10 to-transparent"
      />
      {/* Phones: the copy covers most of the frame, so deepen the scrim under it. */}
      <div
        aria-hidden="true"
        className="absolute inset-x-0 bottom-0 -z-10 h-3/5 bg-linear-to-t from-ink-950 via-ink-950/70 to-transparent sm:hidden"
      />
      <Container className="pt-36 pb-20 sm:pb-28">
        <div className="max-w-4xl motion-safe:animate-rise">
          <p className="text-eyebrow font-semibold uppercase text-gold-400">
            Private Jets · Iconic Hotels<span className="hidden sm:inline"> · By Invitation</span>
          </p>
          <h1 className="mt-6 text-display-xl text-balance">
            Design a Life of <span className="text-gold-gradient italic">Effortless Freedom</span>
          </h1>
          <p className="mt-6 max-w-xl text-base leading-relaxed text-sand-200 sm:text-lg">
            A members-only travel club for founders and entrepreneurs: private aviation, the
            world&rsquo;s finest suites and a concierge who knows you. Membership is limited to{' '}
            {WAITLIST_MEMBER_LIMIT}.
          </p>
          <div className="mt-10 flex flex-wrap items-center gap-6">
            <Button asChild size="lg">
              <Link to="/waitlist">Join the waitlist</Link>
            </Button>
            <p className="text-xs tracking-[0.18em] text-stone-300 uppercase">
              Founding invitations now open
            </p>
          </div>
        </div>
      </Container>
    </section>
  );
}
