import { Container } from '@app/components/ui/container';
import { CHALLENGE_2_PAGE } from '@app/content/challenge';
import { IconBadge } from '@app/components/ui/content-icon';

/** The stage-two heading. */
export function Challenge2Hero() {
  const { hero } = CHALLENGE_2_PAGE;
  return (
    <section
      aria-labelledby="c2-title"
      className="relative isolate overflow-hidden border-b border-white/5 pt-16 pb-20 sm:pt-24 sm:pb-28"
    >
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_70%_0%,rgb(198_161_91/0.18),transparent_60%)]"
      />
      <Container className="animate-rise">
        <p className="text-eyebrow font-semibold tracking-[0.28em] text-gold-500 uppercase">
          {hero.eyebrow}
        </p>
        <h1 id="c2-title" className="mt-5 max-w-3xl text-display-lg text-balance">
          {hero.title}
        </h1>
        <p className="mt-6 max-w-2xl text-lg leading-relaxed text-stone-300">{hero.subtitle}</p>
      </Container>
    </section>
  );
}

/** The four modules of stage two, with the disclaimer. */
export function Challenge2Modules() {
  const { modules } = CHALLENGE_2_PAGE;
  return (
    <section aria-labelledby="modules-title" className="pb-24">
      <Container>
        <h2 id="modules-title" className="text-display-sm">
          Inside Challenge 2
        </h2>
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {modules.map((m) => (
            <li
              key={m.title}
              className="rounded-2xl border border-white/6 bg-ink-900/60 p-6 transition duration-300 hover:border-gold-500/40"
            >
              <IconBadge name={m.icon} />
              <h3 className="mt-5 text-xl">{m.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-stone-300">{m.description}</p>
            </li>
          ))}
        </ul>
        <p className="mt-12 max-w-3xl text-xs leading-relaxed text-stone-400">
          {CHALLENGE_2_PAGE.disclaimer}
        </p>
      </Container>
    </section>
  );
}
