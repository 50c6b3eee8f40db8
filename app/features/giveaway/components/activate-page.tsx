import { Container } from '@app/components/ui/container';
import { buttonClasses } from '@app/components/ui/button';
import { ACTIVATE_PAGE } from '@app/content/giveaway';
import { LINKS } from '@app/config/external-links';
import { ActivateCountdown } from './activate-countdown';
import { ContentIcon } from '@app/components/ui/content-icon';
import { shownImage } from '@shared/art-rasters';

const ART = shownImage('/images/destinations/maldives.svg');

/** Spec 2.14: /activate, the vacation award with its (static) reservation countdown. */
export function ActivatePage() {
  return (
    <section aria-labelledby="activate-title" className="relative isolate overflow-hidden">
      <img
        src={ART}
        alt=""
        className="absolute inset-x-0 top-0 -z-20 h-[70svh] w-full object-cover"
      />
      <div
        aria-hidden
        className="absolute inset-x-0 top-0 -z-10 h-[70svh] bg-linear-to-b from-ink-950/50 via-ink-950/80 to-ink-950"
      />
      <Container className="flex flex-col items-center py-16 text-center sm:py-24">
        <p className="text-eyebrow font-semibold tracking-[0.28em] text-gold-400 uppercase">
          {ACTIVATE_PAGE.eyebrow}
        </p>
        <h1
          id="activate-title"
          className="mt-5 max-w-4xl animate-rise text-display-lg text-balance"
        >
          {ACTIVATE_PAGE.title}
        </h1>
        <p className="mt-6 max-w-2xl text-base leading-relaxed text-sand-200 sm:text-lg">
          {ACTIVATE_PAGE.intro}
        </p>
        <ActivateCountdown className="mt-12" />
        <a
          href={LINKS.VACATION_BOOKING_URL}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses('gold', 'lg', 'mt-12')}
        >
          {ACTIVATE_PAGE.cta}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
        <p className="mt-4 max-w-md text-sm text-stone-400">{ACTIVATE_PAGE.note}</p>
        <ul className="mt-20 grid w-full gap-px overflow-hidden rounded-sm border border-ink-700/80 bg-ink-700/80 text-center md:grid-cols-3">
          {ACTIVATE_PAGE.highlights.map((card) => (
            <li key={card.title} className="bg-ink-950 px-8 py-10">
              <span className="mx-auto grid size-14 place-items-center rounded-full border border-gold-500/50 text-gold-400">
                <ContentIcon name={card.icon} className="size-6" />
              </span>
              <h2 className="mt-6 text-display-sm">{card.title}</h2>
              <p className="mx-auto mt-3 max-w-xs text-sm leading-relaxed text-stone-300">
                {card.description}
              </p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
