import { Link } from 'react-router-dom';
import { Button } from '@app/components/ui/button';
import { Container } from '@app/components/ui/container';
import { StatList } from '@app/components/ui/stat-list';
import { IconBadge } from '@app/components/ui/content-icon';
import { JOIN_PAGE } from '@app/content/join';
import { shownImage } from '@shared/art-rasters';

const ART = shownImage('/images/destinations/st-moritz.svg');

/** The St. Moritz picture under the teaser and Request Access. */
export function JoinHero() {
  return (
    <section
      aria-labelledby="join-title"
      className="relative isolate flex min-h-[78svh] items-end overflow-hidden pt-32 pb-16 sm:pb-24"
    >
      <img src={ART} alt="" className="absolute inset-0 -z-20 size-full object-cover" />
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-linear-to-t from-ink-950 via-ink-950/70 to-ink-950/20"
      />
      <Container className="animate-rise">
        <p className="text-eyebrow font-semibold tracking-[0.28em] text-gold-400 uppercase">
          {JOIN_PAGE.eyebrow}
        </p>
        <h1 id="join-title" className="mt-5 max-w-3xl text-display-xl text-balance">
          {JOIN_PAGE.title}
        </h1>
        <p className="mt-6 max-w-2xl text-lg leading-relaxed text-sand-100/90">
          {JOIN_PAGE.subtitle}
        </p>
        <div className="mt-10 flex flex-col items-start gap-4 sm:flex-row sm:items-center">
          <Button asChild size="lg">
            <Link to={JOIN_PAGE.cta.href}>{JOIN_PAGE.cta.label}</Link>
          </Button>
          <p className="max-w-xs text-sm text-stone-300">{JOIN_PAGE.note}</p>
        </div>
      </Container>
    </section>
  );
}

/** The club in four figures. */
export function JoinNumbers() {
  return (
    <section
      aria-label="The club in numbers"
      className="border-y border-white/5 bg-ink-900/60 py-14"
    >
      <Container>
        <StatList stats={JOIN_PAGE.stats} className="gap-y-8" />
      </Container>
    </section>
  );
}

/** What membership opens, with Request Access again. */
export function JoinFeatures() {
  return (
    <section aria-labelledby="features-title" className="py-24">
      <Container>
        <h2 id="features-title" className="text-center text-display-md">
          What Membership Opens
        </h2>
        <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {JOIN_PAGE.features.map((f) => (
            <li
              key={f.title}
              className="rounded-2xl border border-white/6 bg-ink-900/60 p-7 text-center"
            >
              <IconBadge name={f.icon} className="mx-auto" />
              <h3 className="mt-5 text-xl">{f.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-stone-300">{f.description}</p>
            </li>
          ))}
        </ul>
        <div className="mt-14 text-center">
          <Button asChild variant="outline" size="lg">
            <Link to={JOIN_PAGE.cta.href}>{JOIN_PAGE.cta.label}</Link>
          </Button>
        </div>
      </Container>
    </section>
  );
}
