import { Link } from 'react-router-dom';
import { Button } from '@app/components/ui/button';
import { Container } from '@app/components/ui/container';
import { SectionHeading } from '@app/components/ui/section-heading';
import { BRAND } from '@shared/brand';
import { HOME_ANCHORS, scrollToAnchor } from '../lib/anchors';
import { shownImage } from '@shared/art-rasters';

export function WelcomeSection() {
  return (
    <section className="bg-ivory-50 py-24 text-ink-950 sm:py-32">
      <Container className="grid items-center gap-14 lg:grid-cols-2 lg:gap-20">
        <div className="relative">
          <div
            aria-hidden="true"
            className="absolute -inset-3 -z-0 border border-gold-500/40 sm:-inset-4"
          />
          <img
            src={shownImage('/images/home/welcome.svg')}
            alt="A private jet cabin: ivory club seats and the sunset through oval windows"
            width={800}
            height={600}
            loading="lazy"
            decoding="async"
            className="relative aspect-4/3 w-full object-cover shadow-card"
          />
        </div>
        <div>
          <SectionHeading
            tone="light"
            eyebrow={`Welcome to ${BRAND.name}`}
            title="Travel that is arranged, never organised"
            intro="We built the club we wanted to belong to: a small circle of founders and entrepreneurs who would rather spend their time than manage it."
          />
          <p className="mt-5 max-w-2xl leading-relaxed text-ink-600">
            One call, one concierge. The jet is fuelled, the villa is opened, the table is held and
            the weekend is yours. Members pay once a year and travel without invoices, without
            queues and without the quiet worry of debt.
          </p>
          <div className="mt-10 flex flex-wrap gap-4">
            <Button asChild>
              <Link to="/waitlist">Get Early Access</Link>
            </Button>
            {/* A real link: it scrolls before the app is there (and without it); the app's own
                scroll is smooth unless less motion is asked for, and moves focus with it. */}
            <a
              href={`#${HOME_ANCHORS.destinations}`}
              onClick={(event) => {
                event.preventDefault();
                scrollToAnchor(HOME_ANCHORS.destinations);
              }}
              className="inline-flex h-11 cursor-pointer items-center rounded-full border border-ink-950/25 px-6 text-[0.72rem] font-semibold tracking-[0.18em] text-ink-950 uppercase transition duration-300 hover:border-gold-600 hover:text-gold-700"
            >
              Explore Destinations
            </a>
          </div>
        </div>
      </Container>
    </section>
  );
}
