import { Link } from 'react-router-dom';
import { SUPPORT } from '@app/config/support-contact';
import { RESPONSE_PROMISES, WAITLIST_POSITION_TEXT } from '@shared/constants';
import { Button } from '@app/components/ui/button';
import { Container } from '@app/components/ui/container';

const NEXT_STEPS = [
  {
    title: 'Look for our letter',
    body: 'A confirmation is on its way to your inbox with your place on the list. Add our address to your contacts so nothing from us goes astray.',
  },
  {
    title: 'Meet your specialist',
    body: `Within ${RESPONSE_PROMISES.waitlistSpecialist} a membership specialist will reach out to learn how you like to travel: the seasons, the suites, the people.`,
  },
  {
    title: 'Receive your invitation',
    body: 'As founding places open, invitations go out in waitlist order. Accept yours to unlock private jets, iconic hotels and the concierge.',
  },
];

/** The fixed list position and the three next steps. */
export function WaitlistReserved() {
  return (
    <section className="relative overflow-hidden pt-16 pb-20 sm:pt-24 sm:pb-28">
      <div
        aria-hidden
        className="absolute inset-x-0 top-0 h-[420px] bg-[radial-gradient(ellipse_at_top,rgb(198_161_91/0.16),transparent_65%)]"
      />
      <Container className="relative text-center">
        <p className="text-eyebrow font-semibold tracking-[0.28em] text-gold-500 uppercase">
          Your place is reserved
        </p>
        <h1 className="mx-auto mt-6 max-w-3xl text-display-lg text-balance">
          You're <span className="text-gold-gradient">{WAITLIST_POSITION_TEXT}</span> on the list
        </h1>
        <p className="mx-auto mt-6 max-w-xl text-base leading-relaxed text-stone-300 sm:text-lg">
          Thank you for your interest in Aurelian. Here is what happens next.
        </p>
        <ol aria-label="Next steps" className="mt-14 grid gap-5 text-left md:grid-cols-3">
          {NEXT_STEPS.map((step, i) => (
            <li
              key={step.title}
              className="rounded-3xl border border-white/6 bg-ink-900/80 p-7 shadow-card"
            >
              <span className="font-display text-4xl text-gold-400">
                {String(i + 1).padStart(2, '0')}
              </span>
              <h2 className="mt-4 text-display-sm">{step.title}</h2>
              <p className="mt-3 text-sm leading-relaxed text-stone-300">{step.body}</p>
            </li>
          ))}
        </ol>
      </Container>
    </section>
  );
}

/** The founding members' 70% and how to reach the concierge meanwhile. */
export function WaitlistFoundingPerk() {
  return (
    <section className="bg-ivory-50 py-20 text-ink-950 sm:py-24">
      <Container className="grid items-center gap-12 lg:grid-cols-2">
        <div>
          <p className="text-eyebrow font-semibold tracking-[0.28em] text-gold-700 uppercase">
            Founding member privilege
          </p>
          <h2 className="mt-5 text-display-md text-ink-950">70% off your first package</h2>
          <p className="mt-5 max-w-lg leading-relaxed text-ink-600">
            Founding members receive 70% off their first travel package: our thanks for believing in
            Aurelian from the very beginning.
          </p>
        </div>
        <div className="rounded-3xl border border-ink-950/10 bg-white/60 p-8">
          <h2 className="font-display text-2xl text-ink-950">Questions in the meantime?</h2>
          <p className="mt-3 text-sm text-ink-600">Our concierge is glad to help.</p>
          <ul className="mt-6 flex flex-col gap-3 text-base">
            <li>
              <a
                href={SUPPORT.phoneHref}
                className="font-medium text-ink-950 underline decoration-gold-600/60 underline-offset-4 hover:text-gold-700"
              >
                {SUPPORT.phone}
              </a>
            </li>
            <li>
              <a
                href={SUPPORT.emailHref}
                className="font-medium text-ink-950 underline decoration-gold-600/60 underline-offset-4 hover:text-gold-700"
              >
                {SUPPORT.email}
              </a>
            </li>
          </ul>
        </div>
      </Container>
    </section>
  );
}

/** Where to go from here: home or the shop. */
export function WaitlistOnwardLinks() {
  return (
    <section className="py-16 sm:py-20">
      <Container className="flex flex-col items-center justify-center gap-4 sm:flex-row">
        <Button asChild size="lg">
          <Link to="/">Return Home</Link>
        </Button>
        <Button asChild variant="outline" size="lg">
          <Link to="/shop">Visit the Shop</Link>
        </Button>
      </Container>
    </section>
  );
}
