import { Button } from '@app/components/ui/button';
import { Container } from '@app/components/ui/container';
import { LINKS } from '@app/config/external-links';
import { APPROVAL_PAGE } from '@app/content/challenge';
import { ContentIcon, IconBadge } from '@app/components/ui/content-icon';
import { SupportContacts } from './support-contacts';

/** /app: congratulations on an approved application, the next steps and the app download. */
export function ApprovalPage() {
  return (
    <div className="relative isolate overflow-hidden">
      <div
        aria-hidden
        className="absolute inset-x-0 top-0 -z-10 h-[36rem] bg-[radial-gradient(ellipse_at_50%_0%,rgb(198_161_91/0.2),transparent_65%)]"
      />
      <Container className="py-16 text-center sm:py-24">
        <span className="mx-auto grid size-18 animate-rise place-items-center rounded-full border border-gold-400/70 bg-gold-500/10 text-gold-300 shadow-gold">
          <ContentIcon name="check" className="size-8" />
        </span>
        <p className="mt-8 text-eyebrow font-semibold tracking-[0.28em] text-gold-500 uppercase">
          {APPROVAL_PAGE.eyebrow}
        </p>
        <h1 className="mx-auto mt-5 max-w-3xl text-display-lg text-balance">
          {APPROVAL_PAGE.title}
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg leading-relaxed text-stone-300">
          {APPROVAL_PAGE.intro}
        </p>
      </Container>

      <Container className="pb-16">
        <section aria-labelledby="steps-title">
          <h2 id="steps-title" className="text-center text-display-md">
            {APPROVAL_PAGE.stepsTitle}
          </h2>
          <ol className="mt-12 grid gap-6 md:grid-cols-3">
            {APPROVAL_PAGE.steps.map((step) => (
              <li
                key={step.number}
                className="relative rounded-3xl border border-white/6 bg-ink-900/80 p-7 shadow-card sm:p-8"
              >
                <span
                  aria-hidden
                  className="absolute top-6 right-7 font-display text-5xl text-gold-500/25"
                >
                  {step.number}
                </span>
                <IconBadge name={step.icon} />
                <h3 className="mt-6 text-display-sm">
                  <span className="sr-only">Step {step.number}: </span>
                  {step.title}
                </h3>
                <p className="mt-3 leading-relaxed text-stone-300">{step.description}</p>
                {step.number === 1 && (
                  <Button asChild className="mt-6">
                    <a href={LINKS.APP_STORE_URL} target="_blank" rel="noopener noreferrer">
                      <ContentIcon name="smartphone" className="size-4" />
                      {APPROVAL_PAGE.appStoreLabel}
                    </a>
                  </Button>
                )}
              </li>
            ))}
          </ol>
        </section>
      </Container>
      <Container className="pb-24">
        <SupportContacts title={APPROVAL_PAGE.supportTitle} />
      </Container>
    </div>
  );
}
