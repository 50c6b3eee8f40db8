import { Link } from 'react-router-dom';
import { Button, buttonClasses } from '@app/components/ui/button';
import { ContentIcon } from '@app/components/ui/content-icon';
import { TRUST_DOCUMENTS, TRUST_DOCUMENTS_PAGE } from '@app/content/trust-documents';

type TrustDocument = (typeof TRUST_DOCUMENTS)[number];

/** One trust PDF: its cover line and description, then Download, or the locked hint. */
export function TrustDocumentCard({ doc, unlocked }: { doc: TrustDocument; unlocked: boolean }) {
  return (
    <li className="flex flex-col rounded-3xl border border-white/6 bg-ink-900/80 p-7 shadow-card sm:p-9">
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
        {unlocked ? <TrustDocumentDownload doc={doc} /> : <TrustDocumentLocked doc={doc} />}
      </div>
    </li>
  );
}

function TrustDocumentDownload({ doc }: { doc: TrustDocument }) {
  const page = TRUST_DOCUMENTS_PAGE;
  return (
    <a
      href={doc.href}
      download={doc.fileName}
      className={buttonClasses('gold', 'md')}
      aria-label={`${page.download}: ${doc.title}`}
    >
      <ContentIcon name="file-text" className="size-4" />
      {page.download}
    </a>
  );
}

function TrustDocumentLocked({ doc }: { doc: TrustDocument }) {
  const page = TRUST_DOCUMENTS_PAGE;
  const hint = `locked-${doc.id}`;
  return (
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
  );
}
