import { Container } from '@app/components/ui/container';
import { SectionHeading } from '@app/components/ui/section-heading';

/** The shop's banner (spec 2.6). */
export function ShopHero() {
  return (
    <section className="relative overflow-hidden border-b border-ink-800 pt-16 pb-14 sm:pt-24 sm:pb-20">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_30%_0%,rgb(198_161_91/0.18),transparent_60%)]"
      />
      <div aria-hidden="true" className="hairline absolute inset-x-0 bottom-0 opacity-40" />
      <Container className="relative">
        <SectionHeading
          as="h1"
          eyebrow="The Aurelian Shop"
          title={
            <>
              Curated for the <span className="text-gold-gradient italic">Journey</span>
            </>
          }
          intro="The playbook, the membership, a private strategy call and a small wardrobe for long-haul days: everything the club stands behind, in one place."
        />
      </Container>
    </section>
  );
}
