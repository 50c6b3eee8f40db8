import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, buttonClasses } from '@app/components/ui/button';
import { Container } from '@app/components/ui/container';
import { TRUST_DOCUMENTS, TRUST_DOCUMENTS_PAGE } from '@app/content/trust-documents';
import { hasJoinedWaitlist, markWaitlistJoined } from '@app/lib/waitlist-flag';
import { ContentIcon } from '@app/components/ui/content-icon';

/** /documents/trust: the two trust PDFs, unlocked by the waitlist-joined flag (spec 2.10). */
export function TrustDocumentsPage() {
  const [unlocked, setUnlocked] = useState(hasJoinedWaitlist);
  const page = TRUST_DOCUMENTS_PAGE;

  return (
    <Container className="py-16 sm:py-24">
      <div className="max-w-2xl animate-fade-up">
        <p className="text-eyebrow font-semibold tracking-[0.28em] text-gold-500 uppercase">
          {page.eyebrow}
        </p>
        <h1 className="mt-5 text-display-lg">{page.title}</h1>
        <p className="mt-6 text-lg leading-relaxed text-stone-300">{page.intro}</p>
      </div>

      <ul className="mt-14 grid gap-6 md:grid-cols-2">
        {TRUST_DOCUMENTS.map((doc) => {
          const hint = `locked-${doc.id}`;
          return (
            <li
              key={doc.id}
              className="flex flex-col rounded-3xl border border-white/6 bg-ink-900/80 p-7 shadow-card sm:p-9"
            >
              <div className="flex items-start gap-5">
                <span className="grid h-16 w-13 shrink-0 place-items-center rounded-md border border-gold-500/50 bg-ink-950 text-gold-400">
                  <ContentIcon name="file-text" className="size-6" />
                </span>
                <div>
                  <h2 className="text-display-sm">{doc.title}</h2>
                  <p className="mt-1 text-eyebrow tracking-[0.22em] text-stone-400 uppercase">
                    PDF · {doc.pages} pages
                  </p>
                </div>
              </div>
              <p className="mt-5 flex-1 leading-relaxed text-stone-300">{doc.description}</p>
              <div className="mt-7">
                {unlocked ? (
                  <a
                    href={doc.href}
                    download={doc.fileName}
                    className={buttonClasses('gold', 'md')}
                    aria-label={`${page.download}: ${doc.title}`}
                  >
                    <ContentIcon name="file-text" className="size-4" />
                    {page.download}
                  </a>
                ) : (
                  <>
                    <Button
                      disabled
                      aria-describedby={hint}
                      aria-label={`${page.download}: ${doc.title} (locked)`}
                    >
                      <ContentIcon name="lock" className="size-4" />
                      {page.download}
                    </Button>
                    <p id={hint} className="mt-3 text-sm text-stone-300">
                      {page.locked}{' '}
                      <Link
                        to="/waitlist"
                        className="text-gold-300 underline underline-offset-4 hover:text-gold-200"
                      >
                        Join the waitlist
                      </Link>
                    </p>
                  </>
                )}
              </div>
            </li>
          );
        })}
      </ul>

      {!unlocked && (
        <aside
          aria-labelledby="demo-title"
          className="mt-10 flex flex-col gap-4 rounded-2xl border border-dashed border-gold-500/40 p-6 sm:flex-row sm:items-center sm:justify-between"
        >
          <div>
            <h2 id="demo-title" className="text-xl">
              Demo mode
            </h2>
            <p className="mt-1 text-sm text-stone-300">
              For demonstration: mark this browser as having joined the waitlist.
            </p>
          </div>
          <Button
            variant="outline"
            onClick={() => {
              markWaitlistJoined();
              setUnlocked(true);
            }}
          >
            Demo: unlock downloads
          </Button>
        </aside>
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
