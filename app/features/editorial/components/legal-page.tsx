import { Container } from '@app/components/ui/container';
import { Prose } from '@app/components/ui/prose';
import type { LegalDocument } from '@app/content/types';

/** /terms and /privacy: title, dates, a table of contents (sticky on desktop), then the sections. */
export function LegalPage({ doc }: { doc: LegalDocument }) {
  return (
    <div className="relative isolate pb-24">
      <div
        aria-hidden
        className="absolute inset-x-0 top-0 -z-10 h-96 bg-[radial-gradient(ellipse_at_50%_-20%,rgb(198_161_91/0.14),transparent_65%)]"
      />
      <Container>
        <header className="max-w-3xl animate-rise pt-16 pb-12 sm:pt-24 sm:pb-16">
          <p className="text-eyebrow font-semibold tracking-[0.28em] text-gold-500 uppercase">
            Legal
          </p>
          <h1 className="mt-4 text-display-lg">{doc.title}</h1>
          <dl className="mt-6 flex flex-wrap gap-x-8 gap-y-2 text-sm text-stone-300">
            <div className="flex gap-2">
              <dt className="text-stone-400">Effective:</dt>
              <dd className="text-sand-100">{doc.effectiveDate}</dd>
            </div>
            <div className="flex gap-2">
              <dt className="text-stone-400">Last updated:</dt>
              <dd className="text-sand-100">{doc.lastUpdated}</dd>
            </div>
          </dl>
          <p className="mt-8 text-lg leading-relaxed text-stone-300">{doc.intro}</p>
        </header>
        <div aria-hidden className="hairline mb-12 opacity-40" />

        <div className="grid gap-12 lg:grid-cols-[17rem_minmax(0,1fr)] lg:gap-16">
          <nav aria-labelledby="toc-title" className="lg:sticky lg:top-28 lg:self-start">
            <div className="rounded-2xl border border-white/6 bg-ink-900/70 p-6">
              <h2
                id="toc-title"
                className="font-sans text-eyebrow font-semibold tracking-[0.28em] text-gold-500 uppercase"
              >
                Contents
              </h2>
              <ol className="mt-5 space-y-1 text-sm">
                {doc.sections.map((s) => (
                  <li key={s.id}>
                    <a
                      href={`#${s.id}`}
                      className="block rounded-md px-2 py-1.5 leading-snug text-stone-300 transition hover:bg-white/4 hover:text-gold-300"
                    >
                      {s.title}
                    </a>
                  </li>
                ))}
              </ol>
            </div>
          </nav>

          <div className="min-w-0">
            {doc.sections.map((s) => (
              <section
                key={s.id}
                id={s.id}
                aria-labelledby={`${s.id}-title`}
                className="scroll-mt-28 border-b border-white/6 pb-12 not-first:pt-12 last:border-b-0"
              >
                <h2 id={`${s.id}-title`} className="mb-6 text-display-sm">
                  {s.title}
                </h2>
                <Prose blocks={s.body} headingLevel="h3" />
              </section>
            ))}
          </div>
        </div>
      </Container>
    </div>
  );
}
