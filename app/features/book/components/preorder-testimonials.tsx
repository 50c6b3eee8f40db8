import { Container } from '@app/components/ui/container';
import { SectionHeading } from '@app/components/ui/section-heading';
import { PREORDER_PAGE, PREORDER_TESTIMONIALS } from '@app/content/preorder';

/** Reader quotes in serif italics, two columns on desktop. */
export function PreorderTestimonials() {
  return (
    <section
      aria-labelledby="readers-title"
      className="border-y border-ink-800 bg-ink-900 py-20 sm:py-28"
    >
      <Container>
        <SectionHeading
          align="center"
          eyebrow="Readers"
          title={<span id="readers-title">{PREORDER_PAGE.testimonialsTitle}</span>}
        />
        <ul className="mt-14 grid gap-6 md:grid-cols-2">
          {PREORDER_TESTIMONIALS.map((t) => (
            <li key={t.name}>
              <figure className="flex h-full flex-col rounded-3xl border border-white/6 bg-ink-950/70 p-7 shadow-card sm:p-9">
                <span aria-hidden className="font-display text-6xl leading-none text-gold-500">
                  &ldquo;
                </span>
                <blockquote className="-mt-3 flex-1 font-display text-xl leading-snug text-ivory-50 italic sm:text-2xl">
                  <p>{t.quote}</p>
                </blockquote>
                <figcaption className="mt-7 flex items-center gap-4">
                  <span aria-hidden className="h-px w-8 bg-gold-500" />
                  <span>
                    <span className="block text-sm font-semibold text-sand-100">{t.name}</span>
                    <span className="block text-xs tracking-[0.16em] text-stone-400 uppercase">
                      {t.role}
                    </span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
