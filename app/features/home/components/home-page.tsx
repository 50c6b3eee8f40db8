import type { ReactNode } from 'react';
import { DeferHydration } from '@app/components/layout/defer-hydration';
import { HOME_ANCHORS } from '../lib/anchors';
import { FinalCta } from './final-cta';
import { Hero } from './hero';
import { HotelsSection } from './hotels-section';
import { JetsSection } from './jets-section';
import { PressStrip } from './press-strip';
import { Testimonial } from './testimonial';
import { WelcomeSection } from './welcome-section';
import { WhyChoose } from './why-choose';

interface HomePageProps {
  /**
   * The featured destinations section. It belongs to the destinations feature, and a feature never
   * imports another, so the home route renders it and hands it in; home only decides where it sits.
   */
  featuredDestinations: ReactNode;
}

/**
 * /home (spec 2.2), its sections in the spec's order plus #hotels for the menu's anchor. The layout
 * scrolls to /home#jets and /home#hotels once those sections exist.
 */
export function HomePage({ featuredDestinations }: HomePageProps) {
  return (
    <>
      <Hero />
      {/* Below the hero, hydrated after it (defer-hydration.tsx); the tabs of the featured
          destinations answer at once. */}
      <DeferHydration>
        <PressStrip />
        <WelcomeSection />
      </DeferHydration>
      <div id={HOME_ANCHORS.destinations} tabIndex={-1} className="outline-none">
        {featuredDestinations}
      </div>
      <DeferHydration>
        <JetsSection />
        <HotelsSection />
        <WhyChoose />
        <Testimonial />
        <FinalCta />
      </DeferHydration>
    </>
  );
}
