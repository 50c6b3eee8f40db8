import { VACATION_VALUE_ON_PICKER, wholeMoney } from '../lib/membership-offer';

/** The heading of the destination step: what the member is choosing, and what it is worth. */
export function PickerIntro() {
  return (
    <header className="mx-auto max-w-2xl text-center">
      <p className="text-eyebrow font-semibold tracking-[0.28em] text-gold-500 uppercase">
        Step 2 of 3 · Your welcome gift
      </p>
      <h1 className="mt-5 text-display-lg text-balance">
        Choose your <span className="text-gold-gradient italic">complimentary</span> vacation
      </h1>
      <p className="mt-5 text-base leading-relaxed text-stone-300">
        Every new member receives one journey on us, valued at{' '}
        {wholeMoney(VACATION_VALUE_ON_PICKER)}. Select the destination that calls to you; your
        concierge arranges the rest.
      </p>
    </header>
  );
}
