import { Link } from 'react-router-dom';
import { Button } from '@app/components/ui/button';
import { Container } from '@app/components/ui/container';
import { Prose } from '@app/components/ui/prose';
import { FOUNDER_PAGE } from '@app/content/founder';
import { shownImage } from '@shared/art-rasters';

const ART = shownImage('/images/home/welcome.svg');

/** /julian: the founder's story, beliefs and signature. */
export function FounderPage() {
  const f = FOUNDER_PAGE;
  const initials = f.name
    .split(' ')
    .map((w) => w[0])
    .join('');
  return (
    <article>
      <header className="relative isolate overflow-hidden">
        <img
          src={ART}
          alt=""
          className="absolute inset-0 -z-20 size-full object-cover opacity-60"
        />
        <div
          aria-hidden
          className="absolute inset-0 -z-10 bg-linear-to-t from-ink-950 via-ink-950/80 to-ink-950/40"
        />
        <Container className="flex min-h-[56svh] animate-rise flex-col justify-end pt-28 pb-14 sm:pb-20">
          <span
            aria-hidden
            className="grid size-20 place-items-center rounded-full border border-gold-400/70 bg-ink-950/70 font-display text-3xl text-gold-300"
          >
            {initials}
          </span>
          <p className="mt-8 text-eyebrow font-semibold tracking-[0.28em] text-gold-400 uppercase">
            {f.eyebrow} · {f.name}
          </p>
          <h1 className="mt-5 max-w-4xl text-display-xl text-balance">{f.title}</h1>
          <p className="mt-6 max-w-2xl text-lg leading-relaxed text-sand-100/90">{f.lede}</p>
        </Container>
      </header>

      <Container className="py-16 sm:py-24">
        <Prose blocks={f.story} dropCap className="mx-auto" />
        <footer className="mx-auto mt-14 max-w-[68ch]">
          <p className="font-display text-2xl text-stone-300 italic">{f.signature.closing}</p>
          <p className="mt-4 font-display text-4xl text-gold-gradient italic">{f.signature.name}</p>
          <p className="mt-1 text-sm text-stone-400">{f.signature.role}</p>
        </footer>
      </Container>

      <section
        aria-labelledby="principles-title"
        className="border-t border-white/5 bg-ink-900/60 py-20 sm:py-28"
      >
        <Container>
          <h2 id="principles-title" className="text-center text-display-md">
            {f.principlesTitle}
          </h2>
          <ol className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-5">
            {f.principles.map((p, i) => (
              <li key={p.title} className="rounded-2xl border border-white/6 bg-ink-950/70 p-6">
                <span aria-hidden className="font-display text-3xl text-gold-500/70">
                  0{i + 1}
                </span>
                <h3 className="mt-3 text-xl">{p.title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-stone-300">{p.description}</p>
              </li>
            ))}
          </ol>
          <div className="mt-14 text-center">
            <Button asChild size="lg">
              <Link to={f.cta.href}>{f.cta.label}</Link>
            </Button>
          </div>
        </Container>
      </section>
    </article>
  );
}
