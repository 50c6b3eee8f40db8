import { Link } from 'react-router-dom';
import { Badge } from '@app/components/ui/badge';
import { Button, buttonClasses } from '@app/components/ui/button';
import { Card } from '@app/components/ui/card';
import { Container } from '@app/components/ui/container';
import {
  PRESS_ANNUAL_MEMBERSHIP,
  PRESS_INITIATION_FEE,
  PRESS_RELEASE as PR,
} from '@app/content/press';
import { usd } from '@app/content/text';
import { shareCurrentPage } from '../lib/share';

const FIGURES = [
  { value: usd(PRESS_INITIATION_FEE), label: 'Initiation fee' },
  { value: usd(PRESS_ANNUAL_MEMBERSHIP), label: 'Annual membership' },
];

function DownloadGlyph() {
  return (
    <svg
      aria-hidden
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      className="size-4"
    >
      <path
        d="M12 4v11m0 0-4.5-4.5M12 15l4.5-4.5M5 19h14"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function ShareGlyph() {
  return (
    <svg
      aria-hidden
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      className="size-4"
    >
      <path
        d="M12 15V4m0 0L8 8m4-4 4 4M6 12v6.5A1.5 1.5 0 0 0 7.5 20h9a1.5 1.5 0 0 0 1.5-1.5V12"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** /press/release-1: the release as a printed page, with Download (PDF) and Share. */
export function PressReleasePage() {
  const [first, ...rest] = PR.paragraphs;
  return (
    <div className="relative isolate pb-24">
      <div
        aria-hidden
        className="absolute inset-x-0 top-0 -z-10 h-[28rem] bg-[radial-gradient(ellipse_at_50%_-20%,rgb(198_161_91/0.14),transparent_65%)]"
      />
      <Container className="max-w-3xl">
        <nav
          aria-label="Press release actions"
          className="flex flex-wrap items-center justify-between gap-3 border-b border-white/6 py-5"
        >
          <Link
            to="/"
            className="inline-flex items-center gap-2 rounded-sm text-eyebrow font-semibold tracking-[0.24em] text-stone-300 uppercase transition hover:text-gold-300"
          >
            <span aria-hidden>←</span> {PR.actions.back}
          </Link>
          <div className="flex gap-2">
            <a
              href={PR.pdf.href}
              download={PR.pdf.fileName}
              className={buttonClasses('outline', 'sm')}
            >
              <DownloadGlyph />
              {PR.actions.download}
            </a>
            <Button
              variant="gold"
              size="sm"
              onClick={() => void shareCurrentPage(PR.headline, PR.subheadline)}
            >
              <ShareGlyph />
              {PR.actions.share}
            </Button>
          </div>
        </nav>

        <article className="pt-12 sm:pt-16">
          <header className="animate-fade-up">
            <Badge>{PR.label}</Badge>
            <h1 className="mt-6 text-display-lg text-balance">{PR.headline}</h1>
            <p className="mt-6 max-w-3xl text-lg leading-relaxed text-stone-300 sm:text-xl">
              {PR.subheadline}
            </p>
            <p className="mt-6 text-eyebrow font-semibold tracking-[0.24em] text-stone-400 uppercase">
              <time dateTime={PR.date}>{PR.dateDisplay}</time>
            </p>
          </header>

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

          <div className="mt-12 max-w-[68ch] space-y-6 text-[1.0625rem] leading-[1.8] text-sand-100/90">
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

          <figure className="my-14 max-w-[68ch] border-l border-gold-500/70 pl-6 sm:pl-8">
            <blockquote className="font-display text-2xl leading-snug text-ivory-50 italic sm:text-[1.75rem]">
              “{PR.quote.text}”
            </blockquote>
            <figcaption className="mt-5 text-sm text-stone-300">
              <span className="font-semibold text-gold-400">{PR.quote.name}</span>, {PR.quote.role}
            </figcaption>
          </figure>

          <div className="max-w-[68ch] space-y-6 text-[1.0625rem] leading-[1.8] text-sand-100/90">
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

          <Card className="mt-12">
            <section
              aria-labelledby="media-title"
              className="grid gap-6 p-6 sm:grid-cols-[1fr_auto] sm:items-center sm:p-8"
            >
              <div>
                <h2
                  id="media-title"
                  className="text-eyebrow font-semibold tracking-[0.28em] text-gold-500 uppercase font-sans"
                >
                  Media contact
                </h2>
                <p className="mt-3 font-display text-2xl text-ivory-50">{PR.mediaContact.name}</p>
                <p className="text-sm text-stone-300">{PR.mediaContact.title}</p>
              </div>
              <ul className="space-y-2 text-sm">
                <li>
                  <a
                    href={`mailto:${PR.mediaContact.email}`}
                    className="rounded-sm text-gold-300 underline-offset-4 hover:underline"
                  >
                    {PR.mediaContact.email}
                  </a>
                </li>
                <li>
                  <a
                    href={PR.mediaContact.phoneHref}
                    className="rounded-sm text-gold-300 underline-offset-4 hover:underline"
                  >
                    {PR.mediaContact.phone}
                  </a>
                </li>
              </ul>
            </section>
          </Card>
        </article>
      </Container>
    </div>
  );
}
