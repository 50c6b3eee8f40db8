import { Link } from 'react-router-dom';
import { Button } from '@app/components/ui/button';
import { Container } from '@app/components/ui/container';
import { CASE_STUDY_PAGE, type CaseStudy } from '@app/content/case-studies';
import { shownImage } from '@shared/art-rasters';

/** The hero: the photograph under the title, subtitle and byline. */
export function StoryHeader({ study }: { study: CaseStudy }) {
  return (
    <header className="relative isolate overflow-hidden">
      <img
        src={shownImage(study.heroImage.src)}
        alt={study.heroImage.alt}
        width={study.heroImage.width}
        height={study.heroImage.height}
        className="absolute inset-0 -z-20 size-full object-cover"
      />
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-linear-to-t from-ink-950 via-ink-950/75 to-ink-950/25"
      />
      <Container className="flex min-h-[62svh] animate-rise flex-col justify-end pt-28 pb-14 sm:pb-20">
        <p className="text-eyebrow font-semibold tracking-[0.28em] text-gold-400 uppercase">
          {study.eyebrow}
        </p>
        <h1 className="mt-5 max-w-4xl text-display-xl text-balance">{study.title}</h1>
        <p className="mt-6 max-w-2xl text-lg leading-relaxed text-sand-100/90">{study.subtitle}</p>
        <p className="mt-7 text-sm text-stone-300">
          <span className="font-semibold text-ivory-50">{study.person.name}</span>
          <span aria-hidden> · </span>
          <span className="sr-only">, </span>
          {study.person.role}, {study.person.location}
          <span aria-hidden> · </span>
          <span className="sr-only">, </span>
          {study.readingMinutes} min read
        </p>
      </Container>
    </header>
  );
}

/** The study's results in figures. */
export function StoryResults({ study }: { study: CaseStudy }) {
  return (
    <section
      aria-labelledby="results-title"
      className="border-y border-white/5 bg-ink-900/60 py-12"
    >
      <Container>
        <h2
          id="results-title"
          className="text-center text-eyebrow font-sans font-semibold tracking-[0.28em] text-gold-500 uppercase"
        >
          {CASE_STUDY_PAGE.resultsTitle}
        </h2>
        <dl className="mt-8 grid grid-cols-2 gap-y-8 lg:grid-cols-4 lg:divide-x lg:divide-ink-700">
          {study.results.map((r) => (
            <div key={r.label} className="flex flex-col items-center gap-2 px-3 text-center">
              <dt className="text-xs font-semibold tracking-[0.18em] text-stone-400 uppercase">
                {r.label}
              </dt>
              <dd className="order-first text-gold-gradient font-display text-4xl font-medium lining-nums sm:text-5xl">
                {r.value}
              </dd>
            </div>
          ))}
        </dl>
      </Container>
    </section>
  );
}

/** After the story: the challenge call to action, the way back, and the disclaimer. */
export function StoryClosing() {
  const { back, challenge } = CASE_STUDY_PAGE;
  return (
    <div className="mx-auto mt-16 max-w-[68ch] border-t border-white/8 pt-10">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <Button asChild size="lg">
          <a href={challenge.href} target="_blank" rel="noopener">
            {challenge.label}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </Button>
        <Button asChild variant="outline" size="lg">
          <Link to={back.href}>{back.label}</Link>
        </Button>
      </div>
      <p className="mt-10 text-xs leading-relaxed text-stone-400">{CASE_STUDY_PAGE.disclaimer}</p>
    </div>
  );
}
