import { Link } from 'react-router-dom';
import { Button, buttonClasses } from '@app/components/ui/button';
import { PRESS_RELEASE as PR } from '@app/content/press';
import { shareCurrentPage } from '../lib/share';

/** Back to the image page, Download (the PDF) and Share, above the release. */
export function PressReleaseActions() {
  return (
    <nav
      aria-label="Press release actions"
      className="flex flex-wrap items-center justify-between gap-3 border-b border-white/6 py-5"
    >
      <Link
        to="/"
        className="inline-flex items-center gap-2 rounded-sm text-eyebrow font-semibold tracking-[0.24em] text-stone-300 uppercase transition hover:text-gold-300"
      >
        <span aria-hidden>←</span> {PR.actions.back}
      </Link>
      <div className="flex gap-2">
        <a href={PR.pdf.href} download={PR.pdf.fileName} className={buttonClasses('outline', 'sm')}>
          <DownloadGlyph />
          {PR.actions.download}
        </a>
        <Button
          variant="gold"
          size="sm"
          onClick={() => void shareCurrentPage(PR.headline, PR.subheadline)}
        >
          <ShareGlyph />
          {PR.actions.share}
        </Button>
      </div>
    </nav>
  );
}

function DownloadGlyph() {
  return (
    <svg
      aria-hidden
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      className="size-4"
    >
      <path
        d="M12 4v11m0 0-4.5-4.5M12 15l4.5-4.5M5 19h14"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function ShareGlyph() {
  return (
    <svg
      aria-hidden
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      className="size-4"
    >
      <path
        d="M12 15V4m0 0L8 8m4-4 4 4M6 12v6.5A1.5 1.5 0 0 0 7.5 20h9a1.5 1.5 0 0 0 1.5-1.5V12"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
