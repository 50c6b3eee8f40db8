import { Container } from '@app/components/ui/container';
import { PressMediaContact } from './press-media-contact';
import { PressReleaseActions } from './press-release-actions';
import {
  PressReleaseBenefits,
  PressReleaseClosing,
  PressReleaseFigures,
  PressReleaseHeader,
  PressReleaseLead,
} from './press-release-body';

/** /press/release-1: the release as a printed page, with Download (PDF) and Share. */
export function PressReleasePage() {
  return (
    <div className="relative isolate pb-24">
      <div
        aria-hidden
        className="absolute inset-x-0 top-0 -z-10 h-[28rem] bg-[radial-gradient(ellipse_at_50%_-20%,rgb(198_161_91/0.14),transparent_65%)]"
      />
      <Container className="max-w-3xl">
        <PressReleaseActions />
        <article className="pt-12 sm:pt-16">
          <PressReleaseHeader />
          <PressReleaseFigures />
          <PressReleaseLead />
          <PressReleaseBenefits />
          <PressReleaseClosing />
          <PressMediaContact />
        </article>
      </Container>
    </div>
  );
}
