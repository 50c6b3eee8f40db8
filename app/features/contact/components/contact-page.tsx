import type { ReactNode } from 'react';
import { Container } from '@app/components/ui/container';
import { ContactForm } from './contact-form';
import { ContactInfo } from './contact-info';
import { ResponsePromises } from './response-promises';

/** Spec 2.5: hero, info cards, the promises, the form; `consultation` opens the wizard. */
export function ContactPage({ consultation }: { consultation?: ReactNode }) {
  return (
    <>
      <section className="relative overflow-hidden pt-16 pb-20 sm:pt-24 sm:pb-24">
        <div
          aria-hidden
          className="absolute inset-x-0 top-0 h-[420px] bg-[radial-gradient(ellipse_at_top,rgb(198_161_91/0.16),transparent_65%)]"
        />
        <Container className="relative">
          <div className="max-w-2xl">
            <p className="text-eyebrow font-semibold tracking-[0.28em] text-gold-500 uppercase">
              The concierge
            </p>
            <h1 className="mt-5 text-display-lg text-balance">
              At your <span className="text-gold-gradient italic">service</span>
            </h1>
            <p className="mt-5 text-base leading-relaxed text-stone-300 sm:text-lg">
              A journey to plan, a question about membership, a partnership in mind: tell us, and a
              member of our team will take it from here.
            </p>
          </div>
          <div className="mt-14">
            <ContactInfo />
          </div>
        </Container>
      </section>
      <ResponsePromises />
      <section aria-labelledby="message-title" className="py-20 sm:py-28">
        <Container className="grid items-start gap-12 lg:grid-cols-[minmax(0,7fr)_minmax(0,4fr)] lg:gap-16">
          <div className="rounded-3xl border border-white/6 bg-ink-900/80 p-6 shadow-card sm:p-10">
            <div aria-hidden className="hairline -mt-6 mb-6 opacity-70 sm:-mt-10 sm:mb-10" />
            <h2 id="message-title" className="text-display-sm">
              Send us a message
            </h2>
            <p className="mt-2 mb-8 text-sm text-stone-300">
              Choose the kind of inquiry so the right person answers.
            </p>
            <ContactForm />
          </div>
          {consultation && (
            <aside
              aria-labelledby="consultation-title"
              className="rounded-3xl border border-gold-500/25 bg-linear-to-b from-gold-500/10 to-transparent p-8 sm:p-10"
            >
              <p className="text-eyebrow font-semibold tracking-[0.28em] text-gold-500 uppercase">
                Private consultation
              </p>
              <h2 id="consultation-title" className="mt-4 text-display-sm">
                Prefer to talk it through?
              </h2>
              <p className="mt-4 text-sm leading-relaxed text-stone-300">
                Book a 60-minute call with a member advisor, by FaceTime, Zoom or phone, at a time
                that suits you.
              </p>
              <div className="mt-8">{consultation}</div>
            </aside>
          )}
        </Container>
      </section>
    </>
  );
}
