import { Link } from 'react-router-dom';
import { ENTER_PAGE, GIVEAWAY } from '@app/content/giveaway';
import { EntryForm } from './entry-form';
import { FactList } from './fact-list';
import { SplitLayout } from './split-layout';

const FACTS = [
  `${GIVEAWAY.duration} in ${GIVEAWAY.destination}, in a five-star suite for two`,
  'The winner pays only sales tax; flights are not included',
  `Open to entrants aged ${GIVEAWAY.minimumAge} and over`,
];

/** Spec 2.14: /enter, the Dubai giveaway entry. */
export function EnterPage() {
  return (
    <SplitLayout
      art="/images/destinations/dubai.svg"
      caption={
        <p className="font-display text-2xl leading-snug text-ivory-50 italic">
          Five days above the Arabian Gulf, on us.
        </p>
      }
      intro={
        <div>
          <p className="text-eyebrow font-semibold tracking-[0.28em] text-gold-500 uppercase">
            {ENTER_PAGE.eyebrow}
          </p>
          <h1 className="mt-5 text-display-lg text-balance">{ENTER_PAGE.title}</h1>
          <p className="mt-5 max-w-lg text-base leading-relaxed text-stone-300">
            {ENTER_PAGE.intro}
          </p>
          <FactList items={FACTS} />
          <Link
            to={ENTER_PAGE.rulesLink.href}
            className="mt-6 inline-block text-sm text-gold-300 underline decoration-gold-500/50 underline-offset-4 hover:text-gold-200"
          >
            {ENTER_PAGE.rulesLink.label}
          </Link>
        </div>
      }
    >
      <EntryForm />
    </SplitLayout>
  );
}
