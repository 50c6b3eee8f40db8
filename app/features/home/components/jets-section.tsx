import { Container } from '@app/components/ui/container';
import { SectionHeading } from '@app/components/ui/section-heading';
import { HOME_MAX_JETS } from '@shared/constants';
import { useHomeJets } from '../data/use-home-jets';
import { HOME_ANCHORS } from '../lib/anchors';
import { JetCard } from './jet-card';

export function JetsSection() {
  const { status, jets } = useHomeJets();

  return (
    <section
      id={HOME_ANCHORS.jets}
      tabIndex={-1}
      aria-labelledby="jets-title"
      className="border-t border-ink-800 bg-ink-900 py-24 outline-none sm:py-32"
    >
      <Container>
        <SectionHeading
          eyebrow="Private Aviation"
          title={<span id="jets-title">Elite Private Jets</span>}
          intro="Ultra long range cabins with the quiet of a private study. Wheels up on your schedule, from the airport closest to your door."
        />
        <div className="mt-14 grid gap-6 md:grid-cols-3 lg:gap-8">
          {jets.map((jet) => (
            <JetCard key={jet.id} jet={jet} />
          ))}
          {status === 'loading' &&
            Array.from({ length: HOME_MAX_JETS }, (_, i) => (
              <div
                key={i}
                aria-hidden="true"
                className="h-[30rem] rounded-sm border border-ink-700/60 bg-ink-850 motion-safe:animate-pulse"
              />
            ))}
        </div>
        {status === 'unavailable' && (
          <p role="status" className="mt-10 text-sm text-stone-300">
            The fleet will appear here as soon as your connection returns.
          </p>
        )}
      </Container>
    </section>
  );
}
