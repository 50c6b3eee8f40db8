import { Container } from '@app/components/ui/container';
import { SectionHeading } from '@app/components/ui/section-heading';
import { PREORDER_BENEFITS, PREORDER_PAGE } from '@app/content/preorder';
import { ContentIcon } from '@app/components/ui/content-icon';

/** Six benefit cards in the hairline grid the home page uses. */
export function PreorderBenefits() {
  return (
    <section
      aria-labelledby="benefits-title"
      className="border-y border-ink-800 bg-ink-900 py-20 sm:py-28"
    >
      <Container>
        <SectionHeading
          align="center"
          eyebrow="The Hardcover"
          title={<span id="benefits-title">{PREORDER_PAGE.benefitsTitle}</span>}
        />
        <ul className="mt-14 grid gap-px overflow-hidden rounded-sm border border-ink-700/80 bg-ink-700/80 sm:grid-cols-2 lg:grid-cols-3">
          {PREORDER_BENEFITS.map((benefit) => (
            <li key={benefit.title} className="bg-ink-950 px-7 py-10 sm:px-9">
              <span className="grid size-14 place-items-center rounded-full border border-gold-500/50 text-gold-400">
                <ContentIcon name={benefit.icon} className="size-6" />
              </span>
              <h3 className="mt-6 text-display-sm">{benefit.title}</h3>
              <p className="mt-3 text-sm leading-relaxed text-stone-300">{benefit.description}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
