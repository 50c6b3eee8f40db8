import { Container } from '@app/components/ui/container';
import { Challenge2Overview } from './challenge-2-overview';
import { Challenge2Progress } from './challenge-2-progress';
import { Challenge2Hero, Challenge2Modules } from './challenge-2-sections';

/** /challenge-2: the member's view of stage two of the challenge (spec 2.11). */
export function Challenge2Page() {
  return (
    <>
      <Challenge2Hero />
      <Container className="grid gap-8 py-16 sm:py-20 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]">
        <Challenge2Overview />

        <Challenge2Progress />
      </Container>
      <Challenge2Modules />
    </>
  );
}
