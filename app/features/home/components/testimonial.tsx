import { Container } from '@app/components/ui/container';
import { shownImage } from '@shared/art-rasters';

export function Testimonial() {
  return (
    <section
      aria-label="What members say"
      className="border-y border-ink-800 bg-ink-900 py-24 sm:py-32"
    >
      <Container>
        <figure className="mx-auto grid max-w-5xl items-center gap-12 md:grid-cols-[auto_1fr] md:gap-16">
          <div className="relative mx-auto w-48 sm:w-60">
            <div
              aria-hidden="true"
              className="absolute -inset-3 rounded-full border border-gold-500/40"
            />
            <img
              src={shownImage('/images/home/testimonial.svg')}
              alt="Portrait of Alexandra Reyes"
              width={600}
              height={600}
              loading="lazy"
              decoding="async"
              className="relative aspect-square w-full rounded-full object-cover"
            />
          </div>
          <div>
            <span
              aria-hidden="true"
              className="block font-display text-7xl leading-none text-gold-500"
            >
              &ldquo;
            </span>
            <blockquote className="-mt-4 font-display text-2xl leading-snug text-ivory-50 italic sm:text-[2rem]">
              <p>
                I used to spend my holidays answering emails about the holiday. Now I make one call,
                and the jet, the villa and the dinner reservation are simply there. It gave me my
                weekends back.
              </p>
            </blockquote>
            <figcaption className="mt-8 flex items-center gap-4">
              <span aria-hidden="true" className="h-px w-10 bg-gold-500" />
              <span>
                <span className="block text-sm font-semibold tracking-wide text-sand-100">
                  Alexandra Reyes
                </span>
                <span className="block text-xs tracking-[0.18em] text-stone-400 uppercase">
                  Founder, Reyes Studio · Member since 2021
                </span>
              </span>
            </figcaption>
          </div>
        </figure>
      </Container>
    </section>
  );
}
