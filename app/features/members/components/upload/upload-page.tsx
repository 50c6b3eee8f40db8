import { LINKS } from '@app/config/external-links';
import { Container } from '@app/components/ui/container';
import { ExternalEmbed } from '@app/components/ui/external-embed';
import { SectionHeading } from '@app/components/ui/section-heading';

const ASSURANCES = [
  'Sent straight to our secure forms provider, never stored in this app',
  'Used only for credit repair and identity protection',
  'Reviewed by your dedicated advisor',
] as const;

/** Spec 2.10: the external form for sensitive documents, for signed-in members. */
export function UploadPage() {
  return (
    <Container className="max-w-[960px] pt-12 pb-24 sm:pt-16">
      <SectionHeading
        as="h1"
        eyebrow="Secure documents"
        title="Upload your documents"
        intro="Share the documents your advisor needs for credit repair and identity protection."
      />
      <ul className="mt-8 grid gap-3 text-sm text-sand-100 sm:grid-cols-3">
        {ASSURANCES.map((line) => (
          <li
            key={line}
            className="flex gap-3 rounded-2xl border border-white/6 bg-ink-900/80 px-4 py-3"
          >
            <span aria-hidden className="mt-1.5 size-1.5 shrink-0 rounded-full bg-gold-400" />
            {line}
          </li>
        ))}
      </ul>
      <ExternalEmbed
        className="mt-10"
        frameSrc={LINKS.DOCUMENT_FORM_URL}
        frameTitle="Secure document upload form"
        frameHeight={900}
        loadingLabel="Loading"
      />
    </Container>
  );
}
