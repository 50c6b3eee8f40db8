import { Link } from 'react-router-dom';
import { Button } from '@app/components/ui/button';
import { BOOK_INFO, BOOK_LANDING } from '@app/content/book';

/** The $29.99 purchase button (to /preorder, where the editions are) and the free chapter. */
export function BookBuyButtons({ center = false }: { center?: boolean }) {
  return (
    <div
      className={`mt-10 flex flex-col gap-4 sm:flex-row sm:items-center ${center ? 'sm:justify-center' : ''}`}
    >
      <Button asChild size="lg">
        <Link to="/preorder">{BOOK_LANDING.buyLabel}</Link>
      </Button>
      <Button asChild size="lg" variant="outline">
        <a href={BOOK_LANDING.freeChapter.href} download={BOOK_INFO.freeChapter.fileName}>
          <DownloadGlyph />
          {BOOK_LANDING.freeChapter.label}
        </a>
      </Button>
    </div>
  );
}

function DownloadGlyph() {
  return (
    <svg aria-hidden viewBox="0 0 16 16" className="size-4" fill="none" stroke="currentColor">
      <path
        d="M8 2v8M4.5 7 8 10.5 11.5 7M3 13.5h10"
        strokeWidth="1.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
