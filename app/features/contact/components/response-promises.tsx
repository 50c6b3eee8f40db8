import { RESPONSE_PROMISES } from '@shared/constants';
import { Container } from '@app/components/ui/container';

const PROMISES = [
  { time: RESPONSE_PROMISES.email, label: 'Email', text: 'A personal reply to every email.' },
  {
    time: RESPONSE_PROMISES.tickets,
    label: 'Support tickets',
    text: 'Members’ requests are picked up and resolved fast.',
  },
  {
    time: RESPONSE_PROMISES.waitlistSpecialist,
    label: 'Waitlist specialist',
    text: 'A membership specialist reaches out after you join.',
  },
];

/** Spec 2.5's three response promises, set large on an ivory band for rhythm. */
export function ResponsePromises() {
  return (
    <section aria-labelledby="promises-title" className="bg-ivory-50 py-20 text-ink-950 sm:py-24">
      <Container>
        <p className="text-eyebrow font-semibold tracking-[0.28em] text-gold-700 uppercase">
          Our promise
        </p>
        <h2 id="promises-title" className="mt-5 max-w-xl text-display-md text-ink-950">
          Never left waiting
        </h2>
        <dl className="mt-12 grid gap-10 border-t border-ink-950/10 pt-10 md:grid-cols-3 md:gap-8">
          {PROMISES.map((p) => (
            <div key={p.label}>
              <dt className="text-eyebrow font-semibold tracking-[0.24em] text-gold-700 uppercase">
                {p.label}
              </dt>
              <dd className="mt-3">
                <span className="block font-display text-5xl text-ink-950">{p.time}</span>
                <span className="mt-3 block text-sm leading-relaxed text-ink-600">{p.text}</span>
              </dd>
            </div>
          ))}
        </dl>
      </Container>
    </section>
  );
}
