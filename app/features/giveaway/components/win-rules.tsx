import { Link } from 'react-router-dom';
import { Container } from '@app/components/ui/container';
import { WIN_PAGE } from '@app/content/giveaway';

/** The official rules summary as a numbered list, then the way in. */
export function WinRules() {
  return (
    <section aria-labelledby="rules-title" className="py-20 sm:py-28">
      <Container className="max-w-3xl">
        <h2 id="rules-title" className="text-display-md">
          {WIN_PAGE.rulesTitle}
        </h2>
        <div aria-hidden className="hairline mt-6 opacity-60" />
        <ol className="mt-8 flex flex-col gap-5">
          {WIN_PAGE.rules.map((rule, i) => (
            <li key={rule} className="flex gap-5 leading-relaxed text-sand-200">
              <span
                aria-hidden
                className="w-6 shrink-0 font-display text-xl text-gold-400 lining-nums"
              >
                {i + 1}
              </span>
              <span>{rule}</span>
            </li>
          ))}
        </ol>
        <p className="mt-12 text-stone-300">
          Ready?{' '}
          <Link
            to={WIN_PAGE.enter.href}
            className="font-semibold text-gold-300 underline decoration-gold-500/50 underline-offset-4 transition hover:text-gold-200"
          >
            {WIN_PAGE.enter.label}
          </Link>
        </p>
      </Container>
    </section>
  );
}
