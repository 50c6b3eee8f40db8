import { StartFinalCta, StartHero } from './start-calls-to-action';
import { StartBenefits, StartResults, StartSteps, StartTestimonials } from './start-sections';

/** /start: the three-steps sales page for the 120-day challenge. */
export function StartPage() {
  return (
    <>
      <StartHero />
      <StartResults />
      <StartSteps />
      <StartBenefits />
      <StartTestimonials />
      <StartFinalCta />
    </>
  );
}
