import { Container } from '@app/components/ui/container';

// Typeset rather than logos: nothing to license, nothing to load, and it stays in the brand's serif.
const PUBLICATIONS = [
  'Robb Report',
  'Forbes',
  'Condé Nast Traveler',
  'Bloomberg',
  'Departures',
  'Travel + Leisure',
] as const;

export function PressStrip() {
  return (
    <section
      aria-labelledby="press-strip-title"
      className="border-y border-ink-800 bg-ink-900 py-12"
    >
      <Container>
        <h2
          id="press-strip-title"
          className="text-center font-sans text-eyebrow font-semibold tracking-[0.28em] text-stone-400 uppercase"
        >
          As Featured In
        </h2>
        <ul className="mt-8 flex flex-wrap items-center justify-center gap-x-10 gap-y-4 sm:gap-x-14">
          {PUBLICATIONS.map((name) => (
            <li
              key={name}
              className="font-display text-2xl tracking-wide text-stone-400/80 italic transition-colors hover:text-sand-100 sm:text-[1.75rem]"
            >
              {name}
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
