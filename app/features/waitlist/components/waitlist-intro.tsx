import { RESPONSE_PROMISES, WAITLIST_MEMBER_LIMIT } from '@shared/constants';
import { JoinedToday } from './joined-today';

const PROMISES = [
  'Private aviation and iconic suites, included for members',
  'A dedicated concierge, day and night, in every time zone',
  `A membership specialist replies within ${RESPONSE_PROMISES.waitlistSpecialist}`,
];

/** The headline side of the waitlist form: scarcity, the daily figure, what membership brings. */
export function WaitlistIntro() {
  return (
    <div>
      <p className="text-eyebrow font-semibold tracking-[0.28em] text-gold-500 uppercase">
        Private waitlist
      </p>
      <h1 className="mt-5 text-display-lg text-balance">
        Reserve your place among the <span className="text-gold-gradient italic">few</span>
      </h1>
      <p className="mt-5 max-w-lg text-base leading-relaxed text-stone-300">
        Aurelian membership is limited to {WAITLIST_MEMBER_LIMIT} members worldwide, so every place
        is offered by invitation. Join the waitlist and be first in line when the next founding
        places open.
      </p>
      <div className="mt-6">
        <JoinedToday />
      </div>
      <ul className="mt-8 flex flex-col gap-3 text-sm text-sand-200">
        {PROMISES.map((line) => (
          <li key={line} className="flex items-start gap-3">
            <span aria-hidden className="mt-2 h-px w-5 shrink-0 bg-gold-500" />
            {line}
          </li>
        ))}
      </ul>
    </div>
  );
}
