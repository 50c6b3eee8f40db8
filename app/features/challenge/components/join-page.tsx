import { JoinFeatures, JoinHero, JoinNumbers } from './join-sections';

/** /join: the luxury travel teaser; Request Access leads to the waitlist. */
export function JoinPage() {
  return (
    <>
      <JoinHero />
      <JoinNumbers />
      <JoinFeatures />
    </>
  );
}
