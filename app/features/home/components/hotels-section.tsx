import { Container } from '@app/components/ui/container';
import { HOME_ANCHORS } from '../lib/anchors';
import { shownImage } from '@shared/art-rasters';

const PROMISES = [
  'Suites and private villas, upgraded on arrival',
  'A personal butler from check-in to check-out',
  'Late departures held for your flight, not the clock',
] as const;

/** The menu's LUXURY HOTELS anchor lands here: a short note on the club's hotel partners. */
export function HotelsSection() {
  return (
    <section
      id={HOME_ANCHORS.hotels}
      tabIndex={-1}
      aria-labelledby="hotels-title"
      className="bg-ivory-50 py-24 text-ink-950 outline-none sm:py-32"
    >
      <Container className="grid items-center gap-14 lg:grid-cols-[1.1fr_1fr] lg:gap-20">
        <div className="order-2 lg:order-1">
          <p className="text-eyebrow font-semibold uppercase text-gold-700">Iconic Stays</p>
          <h2 id="hotels-title" className="mt-4 text-display-md text-ink-950">
            Luxury Hotels
          </h2>
          <p className="mt-5 max-w-xl text-base leading-relaxed text-ink-600 sm:text-lg">
            Our partners are the houses you would choose yourself: cliffside suites on the Amalfi
            Coast, overwater villas in the Maldives, chalets with a fire already lit in St. Moritz.
            As a member you are expected, and it shows.
          </p>
          <ul className="mt-8 space-y-4">
            {PROMISES.map((promise) => (
              <li key={promise} className="flex items-start gap-4 text-ink-800">
                <span aria-hidden="true" className="mt-2.5 h-px w-6 shrink-0 bg-gold-600" />
                <span className="leading-relaxed">{promise}</span>
              </li>
            ))}
          </ul>
        </div>
        <div className="relative order-1 lg:order-2">
          <div
            aria-hidden="true"
            className="absolute -inset-3 border border-gold-500/40 sm:-inset-4"
          />
          <img
            src={shownImage('/images/home/hotels.svg')}
            alt="An infinity pool at dusk below a lit hotel pavilion"
            width={800}
            height={600}
            loading="lazy"
            decoding="async"
            className="relative aspect-4/3 w-full object-cover shadow-card"
          />
        </div>
      </Container>
    </section>
  );
}
