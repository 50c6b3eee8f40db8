import { Container } from '@app/components/ui/container';
import { BookingForm } from './booking-form';

interface BookingPageProps {
  destinationId?: string;
  /** a request has been sent or saved to go: the route offers notifications */
  onRequested?: () => void;
}

/** Spec 2.4: /booking and /booking/{destinationId}. */
export function BookingPage({ destinationId, onRequested }: BookingPageProps) {
  return (
    <div className="relative pb-24">
      <div
        aria-hidden
        className="absolute inset-x-0 top-0 h-[420px] bg-[radial-gradient(ellipse_at_top,rgb(198_161_91/0.14),transparent_65%)]"
      />
      <Container className="relative">
        <header className="max-w-2xl pt-14 pb-12 sm:pt-20 sm:pb-16">
          <p className="text-eyebrow font-semibold tracking-[0.28em] text-gold-500 uppercase">
            Private booking
          </p>
          <h1 className="mt-5 text-display-lg text-balance">
            Request your <span className="text-gold-gradient italic">journey</span>
          </h1>
          <p className="mt-5 text-base leading-relaxed text-stone-300 sm:text-lg">
            Choose your destination and your private jet. Hotel and flight are included for members;
            our concierge arranges every detail and confirms it with you personally.
          </p>
        </header>
        <BookingForm
          key={destinationId ?? 'any'}
          destinationId={destinationId}
          onRequested={onRequested}
        />
      </Container>
    </div>
  );
}
