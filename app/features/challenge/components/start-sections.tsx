import { Container } from '@app/components/ui/container';
import { StatList } from '@app/components/ui/stat-list';
import { ContentIcon, IconBadge } from '@app/components/ui/content-icon';
import { SectionHeading } from '@app/components/ui/section-heading';
import { START_PAGE } from '@app/content/start';

/** The results in four figures. */
export function StartResults() {
  const { results } = START_PAGE;
  return (
    <section
      aria-labelledby="results-title"
      className="border-y border-white/5 bg-ink-900/60 py-20"
    >
      <Container>
        <SectionHeading
          align="center"
          title={<span id="results-title">{results.title}</span>}
          intro={results.intro}
        />
        <StatList stats={results.stats} className="mt-12 gap-y-10" valueClassName="sm:text-6xl" />
      </Container>
    </section>
  );
}

/** The method: the three steps, each with its days and points. */
export function StartSteps() {
  const { steps } = START_PAGE;
  return (
    <section aria-labelledby="steps-title" className="py-24 sm:py-32">
      <Container>
        <SectionHeading
          align="center"
          eyebrow="The Method"
          title={<span id="steps-title">{START_PAGE.stepsTitle}</span>}
        />
        <ol className="mt-16 grid gap-6 lg:grid-cols-3">
          {steps.map((step) => (
            <li
              key={step.number}
              className="flex flex-col rounded-3xl border border-white/6 bg-ink-900/80 p-7 shadow-card sm:p-9"
            >
              <div className="flex items-baseline justify-between">
                <span className="font-display text-6xl leading-none text-gold-gradient">
                  0{step.number}
                </span>
                <span className="text-eyebrow font-semibold tracking-[0.22em] text-stone-400 uppercase">
                  {step.days}
                </span>
              </div>
              <h3 className="mt-6 text-display-sm">{step.title}</h3>
              <p className="mt-3 leading-relaxed text-stone-300">{step.description}</p>
              <ul className="mt-6 space-y-2.5 border-t border-white/6 pt-6 text-sm">
                {step.points.map((p) => (
                  <li key={p} className="flex gap-3 text-sand-100/90">
                    <ContentIcon name="check" className="mt-0.5 size-4 shrink-0 text-gold-400" />
                    {p}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      </Container>
    </section>
  );
}

/** What a member of the challenge gets. */
export function StartBenefits() {
  const { benefits } = START_PAGE;
  return (
    <section aria-labelledby="benefits-title" className="border-t border-white/5 py-24 sm:py-28">
      <Container>
        <SectionHeading
          align="center"
          title={<span id="benefits-title">{START_PAGE.benefitsTitle}</span>}
        />
        <ul className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {benefits.map((b) => (
            <li
              key={b.title}
              className="flex gap-5 rounded-2xl border border-white/6 bg-ink-900/60 p-6"
            >
              <IconBadge name={b.icon} />
              <div>
                <h3 className="text-xl">{b.title}</h3>
                <p className="mt-1.5 text-sm leading-relaxed text-stone-300">{b.description}</p>
              </div>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}

/** Members' voices. */
export function StartTestimonials() {
  const { testimonials } = START_PAGE;
  return (
    <section aria-labelledby="voices-title" className="bg-ink-900/60 py-24 sm:py-28">
      <Container>
        <SectionHeading
          align="center"
          title={<span id="voices-title">{START_PAGE.testimonialsTitle}</span>}
        />
        <ul className="mt-14 grid gap-6 lg:grid-cols-3">
          {testimonials.map((t) => (
            <li key={t.name}>
              <figure className="flex h-full flex-col rounded-3xl border border-white/6 bg-ink-950/70 p-7 sm:p-8">
                <blockquote className="flex-1 font-display text-xl leading-snug text-ivory-50 italic">
                  “{t.quote}”
                </blockquote>
                <figcaption className="mt-6 border-t border-white/6 pt-5">
                  <p className="font-semibold text-gold-300">{t.name}</p>
                  <p className="text-sm text-stone-400">{t.role}</p>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
