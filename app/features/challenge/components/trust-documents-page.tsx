import { useState } from 'react';
import { Container } from '@app/components/ui/container';
import { TRUST_DOCUMENTS, TRUST_DOCUMENTS_PAGE } from '@app/content/trust-documents';
import { hasJoinedWaitlist, markWaitlistJoined } from '@app/lib/waitlist-flag';
import { TrustDocumentCard } from './trust-document-card';
import { TrustDocumentsDemoUnlock } from './trust-documents-demo-unlock';

/** /documents/trust: the two trust PDFs, unlocked by the waitlist-joined flag (spec 2.10). */
export function TrustDocumentsPage() {
  const [unlocked, setUnlocked] = useState(hasJoinedWaitlist);
  const page = TRUST_DOCUMENTS_PAGE;

  return (
    <Container className="py-16 sm:py-24">
      <div className="max-w-2xl animate-rise">
        <p className="text-eyebrow font-semibold tracking-[0.28em] text-gold-500 uppercase">
          {page.eyebrow}
        </p>
        <h1 className="mt-5 text-display-lg">{page.title}</h1>
        <p className="mt-6 text-lg leading-relaxed text-stone-300">{page.intro}</p>
      </div>

      <ul className="mt-14 grid gap-6 md:grid-cols-2">
        {TRUST_DOCUMENTS.map((doc) => (
          <TrustDocumentCard key={doc.id} doc={doc} unlocked={unlocked} />
        ))}
      </ul>

      {!unlocked && (
        <TrustDocumentsDemoUnlock
          onUnlock={() => {
            markWaitlistJoined();
            setUnlocked(true);
          }}
        />
      )}
      {unlocked && (
        <p role="status" className="mt-8 text-sm text-success-500">
          Downloads unlocked. Thank you for joining the waitlist.
        </p>
      )}

      <p className="mt-14 max-w-3xl text-xs leading-relaxed text-stone-400">{page.disclaimer}</p>
    </Container>
  );
}
