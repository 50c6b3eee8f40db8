import { Badge } from '@app/components/ui/badge';
import {
  PRESS_ANNUAL_MEMBERSHIP,
  PRESS_INITIATION_FEE,
  PRESS_RELEASE as PR,
} from '@app/content/press';
import { usd } from '@app/content/text';

const FIGURES = [
  { value: usd(PRESS_INITIATION_FEE), label: 'Initiation fee' },
  { value: usd(PRESS_ANNUAL_MEMBERSHIP), label: 'Annual membership' },
];

// The release's running text, shared by its lead and its closing.
const PROSE = 'max-w-[68ch] space-y-6 text-[1.0625rem] leading-[1.8] text-sand-100/90';

/** The release's headline, subheadline and date. */
export function PressReleaseHeader() {
  return (
    <header className="animate-rise">
      <Badge>{PR.label}</Badge>
      <h1 className="mt-6 text-display-lg text-balance">{PR.headline}</h1>
      <p className="mt-6 max-w-3xl text-lg leading-relaxed text-stone-300 sm:text-xl">
        {PR.subheadline}
      </p>
      <p className="mt-6 text-eyebrow font-semibold tracking-[0.24em] text-stone-400 uppercase">
        <time dateTime={PR.date}>{PR.dateDisplay}</time>
      </p>
    </header>
  );
}

/** The two membership figures the release announces. */
export function PressReleaseFigures() {
  return (
    <dl className="mt-12 grid gap-px overflow-hidden rounded-2xl border border-gold-500/25 bg-gold-500/20 sm:grid-cols-2">
      {FIGURES.map((f) => (
        <div key={f.label} className="flex flex-col-reverse gap-2 bg-ink-900 px-8 py-8">
          <dt className="text-eyebrow font-semibold tracking-[0.24em] text-stone-400 uppercase">
            {f.label}
          </dt>
          <dd className="text-gold-gradient font-display text-5xl font-medium lining-nums">
            {f.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The dateline paragraph and the body, up to the benefits. */
export function PressReleaseLead() {
  const [first, ...rest] = PR.paragraphs;
  return (
    <div className={`mt-12 ${PROSE}`}>
      <p>
        <strong className="font-semibold text-ivory-50">
          {PR.dateline}, {PR.dateDisplay} —
        </strong>{' '}
        {first}
      </p>
      {rest.map((p) => (
        <p key={p.slice(0, 32)}>{p}</p>
      ))}
    </div>
  );
}

/** The member benefits, as a list. */
export function PressReleaseBenefits() {
  return (
    <section aria-labelledby="benefits-title" className="mt-12 max-w-[68ch]">
      <h2 id="benefits-title" className="text-display-sm">
        {PR.benefitsTitle}
      </h2>
      <ul className="mt-6 space-y-4">
        {PR.benefits.map((b) => (
          <li key={b} className="flex gap-4 leading-relaxed text-sand-100/90">
            <span aria-hidden className="mt-2.5 size-1.5 shrink-0 rotate-45 bg-gold-500" />
            {b}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The founder's quote, the closing paragraphs and the boilerplate about the club. */
export function PressReleaseClosing() {
  return (
    <>
      <figure className="my-14 max-w-[68ch] border-l border-gold-500/70 pl-6 sm:pl-8">
        <blockquote className="font-display text-2xl leading-snug text-ivory-50 italic sm:text-[1.75rem]">
          “{PR.quote.text}”
        </blockquote>
        <figcaption className="mt-5 text-sm text-stone-300">
          <span className="font-semibold text-gold-400">{PR.quote.name}</span>, {PR.quote.role}
        </figcaption>
      </figure>
      <div className={PROSE}>
        {PR.closingParagraphs.map((p) => (
          <p key={p.slice(0, 32)}>{p}</p>
        ))}
      </div>
      <section aria-labelledby="about-title" className="mt-14 max-w-[68ch]">
        <h2 id="about-title" className="text-display-sm">
          {PR.aboutTitle}
        </h2>
        <p className="mt-4 leading-[1.8] text-stone-300">{PR.about}</p>
      </section>
      <p
        aria-hidden
        className="mt-12 text-center font-display text-2xl tracking-[0.5em] text-gold-600"
      >
        ###
      </p>
    </>
  );
}
