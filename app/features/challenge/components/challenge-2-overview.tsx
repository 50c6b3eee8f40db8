import { Button } from '@app/components/ui/button';
import { CHALLENGE_2_PAGE } from '@app/content/challenge';
import { LINKS } from '@app/config/external-links';
import { ContentIcon } from '@app/components/ui/content-icon';

/** What stage two holds, with the link to start it. */
export function Challenge2Overview() {
  const { overview } = CHALLENGE_2_PAGE;
  return (
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
  );
}
