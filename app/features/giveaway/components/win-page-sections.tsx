import { Link } from 'react-router-dom';
import { Button } from '@app/components/ui/button';
import { Container } from '@app/components/ui/container';
import { ContentIcon } from '@app/components/ui/content-icon';
import { GIVEAWAY, WIN_PAGE } from '@app/content/giveaway';
import { shownImage } from '@shared/art-rasters';

const ART = shownImage('/images/destinations/dubai.svg');

/** The Dubai photograph under the title, the closing date and the two ways in. */
export function WinHero() {
  const { hero } = WIN_PAGE;
  return (
    <section aria-labelledby="win-title" className="relative isolate overflow-hidden">
      <img src={ART} alt="" className="absolute inset-0 -z-20 size-full object-cover" />
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-linear-to-t from-ink-950 via-ink-950/75 to-ink-950/35"
      />
      <Container className="flex min-h-[72svh] flex-col justify-end py-16 sm:py-24">
        <div className="max-w-3xl animate-rise">
          <p className="text-eyebrow font-semibold tracking-[0.28em] text-gold-400 uppercase">
            {hero.eyebrow}
          </p>
          <h1 id="win-title" className="mt-5 text-display-xl text-balance">
            {hero.title}
          </h1>
          <p className="mt-6 max-w-2xl text-base leading-relaxed text-sand-200 sm:text-lg">
            {hero.subtitle}
          </p>
          <p className="mt-7 inline-flex items-center gap-3 rounded-full border border-gold-500/50 bg-ink-950/60 px-4 py-2 text-xs font-semibold tracking-[0.18em] text-gold-300 uppercase backdrop-blur">
            <ContentIcon name="calendar" className="size-4" />
            {hero.ends}
          </p>
          <div className="mt-10 flex flex-col gap-4 sm:flex-row">
            <Button asChild size="lg">
              <Link to={WIN_PAGE.enter.href}>{WIN_PAGE.enter.label}</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to={WIN_PAGE.bonus.cta.href}>{WIN_PAGE.bonus.cta.label}</Link>
            </Button>
          </div>
        </div>
      </Container>
    </section>
  );
}

/** What the winner receives, with the fine print. */
export function WinPrize() {
  return (
    <section aria-labelledby="prize-title" className="py-20 sm:py-28">
      <Container>
        <h2 id="prize-title" className="text-center text-display-md">
          {WIN_PAGE.prizeTitle}: {GIVEAWAY.destination}
        </h2>
        <ul className="mt-14 grid gap-px overflow-hidden rounded-sm border border-ink-700/80 bg-ink-700/80 md:grid-cols-3">
          {WIN_PAGE.prize.map((card) => (
            <li key={card.title} className="bg-ink-950 px-8 py-12 text-center">
              <span className="mx-auto grid size-16 place-items-center rounded-full border border-gold-500/50 text-gold-400">
                <ContentIcon name={card.icon} className="size-7" />
              </span>
              <h3 className="mt-7 text-display-sm">{card.title}</h3>
              <p className="mx-auto mt-4 max-w-xs text-sm leading-relaxed text-stone-300">
                {card.description}
              </p>
            </li>
          ))}
        </ul>
        <ul className="mt-8 flex flex-col items-center gap-x-8 gap-y-2 text-sm text-stone-300 sm:flex-row sm:justify-center">
          {WIN_PAGE.fineprint.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </Container>
    </section>
  );
}

/** The bonus entry offer. */
export function WinBonus() {
  return (
    <section
      aria-labelledby="bonus-title"
      className="border-y border-ink-800 bg-ink-900 py-20 sm:py-24"
    >
      <Container className="flex flex-col items-center text-center">
        <ContentIcon name="gift" className="size-10 text-gold-400" />
        <h2 id="bonus-title" className="mt-6 text-display-md">
          {WIN_PAGE.bonus.title}
        </h2>
        <p className="mt-5 max-w-xl leading-relaxed text-stone-300">{WIN_PAGE.bonus.text}</p>
        <Button asChild size="lg" className="mt-10">
          <Link to={WIN_PAGE.bonus.cta.href}>{WIN_PAGE.bonus.cta.label}</Link>
        </Button>
      </Container>
    </section>
  );
}
