import { Link } from 'react-router-dom';
import { Button } from '@app/components/ui/button';
import { cn } from '@app/components/ui/cn';
import { CHALLENGE_2_PAGE, CHALLENGE_STAGES, type ChallengeState } from '@app/content/challenge';
import { LINKS } from '@app/config/external-links';
import { ContentIcon } from '@app/components/ui/content-icon';

const STATE_STYLE: Record<ChallengeState, { icon: 'check' | 'sparkles' | 'lock'; ring: string }> = {
  completed: { icon: 'check', ring: 'border-success-500/60 bg-success-500/15 text-success-500' },
  'in-progress': { icon: 'sparkles', ring: 'border-gold-400 bg-gold-500/15 text-gold-300' },
  locked: { icon: 'lock', ring: 'border-ink-600 bg-ink-800 text-stone-400' },
};

/** The member's stages: done, under way, locked. */
export function Challenge2Progress() {
  const { progress } = CHALLENGE_2_PAGE;
  return (
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
  );
}
