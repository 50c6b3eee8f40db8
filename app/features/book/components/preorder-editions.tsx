import { Container } from '@app/components/ui/container';
import { DigitalEdition, HardcoverEdition } from './preorder-edition-cards';

/** The two editions side by side: the hardcover gift kit leads, the digital edition follows. */
export function PreorderEditions() {
  return (
    <section aria-labelledby="editions-title" className="pb-20 sm:pb-28">
      <Container>
        <h2 id="editions-title" className="sr-only">
          Choose Your Edition
        </h2>
        <div className="grid gap-6 lg:grid-cols-[minmax(0,8fr)_minmax(0,4fr)]">
          <HardcoverEdition />
          <DigitalEdition />
        </div>
      </Container>
    </section>
  );
}
