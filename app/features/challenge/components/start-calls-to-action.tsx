import { Link } from 'react-router-dom';
import { Button } from '@app/components/ui/button';
import { Container } from '@app/components/ui/container';
import { START_PAGE } from '@app/content/start';

/** The opening: the promise, the call to join and its note. */
export function StartHero() {
  const { hero } = START_PAGE;
  return (
    <section
      aria-labelledby="start-title"
      className="relative isolate overflow-hidden pt-20 pb-24 sm:pt-28 sm:pb-32"
    >
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_50%_0%,rgb(198_161_91/0.2),transparent_60%)]"
      />
      <Container className="animate-rise text-center">
        <p className="text-eyebrow font-semibold tracking-[0.28em] text-gold-500 uppercase">
          {hero.eyebrow}
        </p>
        <h1 id="start-title" className="mx-auto mt-6 max-w-4xl text-display-xl text-balance">
          {hero.title}
        </h1>
        <p className="mx-auto mt-7 max-w-2xl text-lg leading-relaxed text-stone-300">
          {hero.subtitle}
        </p>
        <Button asChild size="lg" className="mt-10">
          <Link to={hero.cta.href}>{hero.cta.label}</Link>
        </Button>
        <p className="mt-5 text-sm text-stone-400">{hero.note}</p>
      </Container>
    </section>
  );
}

/** The closing call to join, with the disclaimer. */
export function StartFinalCta() {
  const { finalCta } = START_PAGE;
  return (
    <section
      aria-labelledby="final-title"
      className="relative isolate overflow-hidden py-28 text-center"
    >
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_50%_110%,rgb(198_161_91/0.22),transparent_65%)]"
      />
      <Container>
        <h2 id="final-title" className="mx-auto max-w-3xl text-display-lg text-balance">
          {finalCta.title}
        </h2>
        <p className="mx-auto mt-6 max-w-xl leading-relaxed text-stone-300">{finalCta.text}</p>
        <Button asChild size="lg" className="mt-10">
          <Link to={finalCta.cta.href}>{finalCta.cta.label}</Link>
        </Button>
        <p className="mx-auto mt-16 max-w-3xl text-xs leading-relaxed text-stone-400">
          {START_PAGE.disclaimer}
        </p>
      </Container>
    </section>
  );
}
