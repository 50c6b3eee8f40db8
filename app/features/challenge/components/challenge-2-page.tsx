import { Link } from 'react-router-dom';
import { Button } from '@app/components/ui/button';
import { cn } from '@app/components/ui/cn';
import { Container } from '@app/components/ui/container';
import { CHALLENGE_2_PAGE, CHALLENGE_STAGES, type ChallengeState } from '@app/content/challenge';
import { LINKS } from '@app/config/external-links';
import { ContentIcon, IconBadge } from '@app/components/ui/content-icon';

const STATE_STYLE: Record<ChallengeState, { icon: 'check' | 'sparkles' | 'lock'; ring: string }> = {
  completed: { icon: 'check', ring: 'border-success-500/60 bg-success-500/15 text-success-500' },
  'in-progress': { icon: 'sparkles', ring: 'border-gold-400 bg-gold-500/15 text-gold-300' },
  locked: { icon: 'lock', ring: 'border-ink-600 bg-ink-800 text-stone-400' },
};

/** /challenge-2: the member's view of stage two of the challenge (spec 2.11). */
export function Challenge2Page() {
  const { hero, overview, progress, modules } = CHALLENGE_2_PAGE;
  return (
    <>
      <section
        aria-labelledby="c2-title"
        className="relative isolate overflow-hidden border-b border-white/5 pt-16 pb-20 sm:pt-24 sm:pb-28"
      >
        <div
          aria-hidden
          className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_70%_0%,rgb(198_161_91/0.18),transparent_60%)]"
        />
        <Container className="animate-fade-up">
          <p className="text-eyebrow font-semibold tracking-[0.28em] text-gold-500 uppercase">
            {hero.eyebrow}
          </p>
          <h1 id="c2-title" className="mt-5 max-w-3xl text-display-lg text-balance">
            {hero.title}
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-relaxed text-stone-300">{hero.subtitle}</p>
        </Container>
      </section>

      <Container className="grid gap-8 py-16 sm:py-20 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]">
        <section
          aria-labelledby="overview-title"
          className="rounded-3xl border border-white/6 bg-ink-900/80 p-7 shadow-card sm:p-10"
        >
          <h2 id="overview-title" className="text-display-sm">
            {overview.title}
          </h2>
          <p className="mt-4 leading-relaxed text-stone-300">{overview.description}</p>
          <dl className="mt-6 flex gap-8 text-sm">
            <div>
              <dt className="text-eyebrow tracking-[0.28em] text-stone-400 uppercase">Duration</dt>
              <dd className="mt-1 font-display text-2xl text-gold-300">{overview.duration}</dd>
            </div>
            <div>
              <dt className="text-eyebrow tracking-[0.28em] text-stone-400 uppercase">Content</dt>
              <dd className="mt-1 font-display text-2xl text-gold-300">{overview.modules}</dd>
            </div>
          </dl>
          <ul className="mt-7 space-y-3">
            {overview.items.map((item) => (
              <li key={item} className="flex gap-3 leading-relaxed text-sand-100/90">
                <ContentIcon name="check" className="mt-1 size-4.5 shrink-0 text-gold-400" />
                {item}
              </li>
            ))}
          </ul>
          <Button asChild size="lg" className="mt-9 w-full sm:w-auto">
            <a href={LINKS.CHALLENGE_URL}>{overview.startLabel}</a>
          </Button>
        </section>

        <section
          aria-labelledby="progress-title"
          className="rounded-3xl border border-white/6 bg-ink-900/80 p-7 shadow-card sm:p-10"
        >
          <h2 id="progress-title" className="text-display-sm">
            {progress.title}
          </h2>
          <ol className="mt-7 space-y-5">
            {CHALLENGE_STAGES.map((stage) => {
              const style = STATE_STYLE[stage.state];
              return (
                <li key={stage.number} className="flex items-start gap-4">
                  <span
                    className={cn(
                      'grid size-11 shrink-0 place-items-center rounded-full border',
                      style.ring,
                    )}
                  >
                    <ContentIcon name={style.icon} className="size-5" />
                  </span>
                  <div>
                    <p
                      className={cn(
                        'font-semibold',
                        stage.state === 'locked' ? 'text-stone-400' : 'text-ivory-50',
                      )}
                    >
                      {stage.status}
                    </p>
                    <p className="mt-0.5 text-sm text-stone-400">
                      {stage.name} · {stage.days}
                    </p>
                  </div>
                </li>
              );
            })}
          </ol>
          <p className="mt-7 text-sm leading-relaxed text-stone-300">{progress.note}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row lg:flex-col">
            <Button asChild variant="outline">
              <a href={LINKS.CHALLENGE_URL}>{CHALLENGE_2_PAGE.continueLabel}</a>
            </Button>
            <Button asChild variant="ghost">
              <Link to={CHALLENGE_2_PAGE.dashboardLink.href}>
                {CHALLENGE_2_PAGE.dashboardLink.label}
              </Link>
            </Button>
          </div>
        </section>
      </Container>

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
    </>
  );
}
