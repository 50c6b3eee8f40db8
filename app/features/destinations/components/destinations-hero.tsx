import { Container } from '@app/components/ui/container';
import { SectionHeading } from '@app/components/ui/section-heading';

export function DestinationsHero() {
  return (
    <section className="relative overflow-hidden border-b border-ink-800 pt-16 pb-14 sm:pt-24 sm:pb-20">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_70%_0%,rgb(198_161_91/0.16),transparent_60%)]"
      />
      <Container className="relative">
        <SectionHeading
          as="h1"
          eyebrow="The Collection"
          title={
            <>
              Curated <span className="text-gold-gradient italic">Destinations</span>
            </>
          }
          intro="Alpine hideaways, coastal villas and private islands, each chosen by our concierge and included for members: the suite, the flight and every detail in between."
        />
      </Container>
    </section>
  );
}
