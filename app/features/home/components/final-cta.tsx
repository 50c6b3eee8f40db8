import { Link } from 'react-router-dom';
import { Button } from '@app/components/ui/button';
import { Container } from '@app/components/ui/container';
import { HOME_STATS, WAITLIST_MEMBER_LIMIT } from '@shared/constants';

export function FinalCta() {
  return (
    <section
      aria-labelledby="cta-title"
      className="relative isolate overflow-hidden py-28 sm:py-36"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_50%_110%,rgb(198_161_91/0.22),transparent_65%)]"
      />
      <Container className="text-center">
        <p className="text-eyebrow font-semibold uppercase text-gold-500">
          Membership limited to {WAITLIST_MEMBER_LIMIT}
        </p>
        <h2 id="cta-title" className="mx-auto mt-5 max-w-3xl text-display-lg text-balance">
          Your seat is <span className="text-gold-gradient italic">waiting</span>
        </h2>
        <p className="mx-auto mt-6 max-w-xl leading-relaxed text-stone-300">
          Founding members are invited in the order they join. Add your name today and our team will
          be in touch personally.
        </p>
        <dl className="mx-auto mt-14 grid max-w-3xl grid-cols-3 divide-x divide-ink-700">
          {HOME_STATS.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse gap-2 px-2">
              <dt className="text-[0.62rem] font-semibold tracking-[0.22em] text-stone-400 uppercase sm:text-eyebrow">
                {stat.label}
              </dt>
              <dd className="text-gold-gradient font-display text-4xl font-medium lining-nums sm:text-6xl">
                {stat.value}
              </dd>
            </div>
          ))}
        </dl>
        <Button asChild size="lg" className="mt-14">
          <Link to="/waitlist">Join the waitlist</Link>
        </Button>
      </Container>
    </section>
  );
}
