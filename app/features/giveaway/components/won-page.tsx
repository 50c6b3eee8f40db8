import { WON_PAGE } from '@app/content/giveaway';
import { ActivationForm } from './activation-form';
import { FactList } from './fact-list';
import { SplitLayout } from './split-layout';

/** Spec 2.14: /won, the gifted getaway activation. */
export function WonPage() {
  return (
    <SplitLayout
      art="/images/destinations/maldives.svg"
      caption={
        <p className="font-display text-2xl leading-snug text-ivory-50 italic">
          A gift of time, somewhere beautiful.
        </p>
      }
      intro={
        <div>
          <p className="text-eyebrow font-semibold tracking-[0.28em] text-gold-500 uppercase">
            {WON_PAGE.eyebrow}
          </p>
          <h1 className="mt-5 text-display-lg text-balance">{WON_PAGE.title}</h1>
          <p className="mt-5 max-w-lg text-base leading-relaxed text-stone-300">{WON_PAGE.intro}</p>
          <FactList items={WON_PAGE.points} />
        </div>
      }
    >
      <ActivationForm />
    </SplitLayout>
  );
}
