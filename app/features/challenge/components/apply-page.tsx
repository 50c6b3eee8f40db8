import { Container } from '@app/components/ui/container';
import { ExternalEmbed } from '@app/components/ui/external-embed';
import { LINKS } from '@app/config/external-links';
import { APPLY_FORM_FRAME_HEIGHT_PX, APPLY_PAGE } from '@app/content/challenge';
import { ContentIcon } from '@app/components/ui/content-icon';

/** /apply: the challenge application, an external form frame plus the provider's script. */
export function ApplyPage() {
  return (
    <Container className="grid gap-12 py-16 sm:py-24 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-16">
      <div className="animate-rise lg:sticky lg:top-28 lg:self-start">
        <p className="text-eyebrow font-semibold tracking-[0.28em] text-gold-500 uppercase">
          {APPLY_PAGE.eyebrow}
        </p>
        <h1 className="mt-5 text-display-lg text-balance">{APPLY_PAGE.title}</h1>
        <p className="mt-6 text-lg leading-relaxed text-stone-300">{APPLY_PAGE.intro}</p>
        <ul className="mt-8 space-y-3">
          {APPLY_PAGE.points.map((point) => (
            <li key={point} className="flex gap-3 text-sand-100/90">
              <ContentIcon name="check" className="mt-0.5 size-5 shrink-0 text-gold-400" />
              {point}
            </li>
          ))}
        </ul>
      </div>
      <section aria-label={APPLY_PAGE.frameTitle}>
        <ExternalEmbed
          frameSrc={LINKS.APPLY_FORM_URL}
          frameTitle={APPLY_PAGE.frameTitle}
          frameHeight={APPLY_FORM_FRAME_HEIGHT_PX}
          scriptSrc={LINKS.APPLY_FORM_SCRIPT_URL}
          loadingLabel={APPLY_PAGE.loading}
          unavailableMessage={APPLY_PAGE.unavailable}
        />
      </section>
    </Container>
  );
}
