import { useRef, type KeyboardEvent } from 'react';
import { cn } from './cn';
import { Dialog, DialogCloseButton, DialogFrame, DialogTitle } from './dialog';
import { shownImage } from '@shared/art-rasters';

export interface LightboxImage {
  src: string;
  alt: string;
  width?: number;
  height?: number;
}

export interface LightboxProps {
  images: readonly LightboxImage[];
  /** The image shown, or null when closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  /** The dialog's accessible name, e.g. 'Book preview'. */
  title: string;
}

const navButton =
  'grid size-12 cursor-pointer place-items-center rounded-full border border-gold-500/40 bg-ink-900/80 text-gold-300 backdrop-blur transition hover:border-gold-300 hover:bg-gold-500/10';

/**
 * A full-screen image viewer on the design system's dialog frame: previous and next buttons, ArrowLeft / ArrowRight,
 * Escape to close, a '3 / 9' counter. Focus returns to the element that opened it (Radix only
 * does that for its own Trigger, and the gallery's thumbnails are plain buttons).
 */
export function LightboxDialog({ images, index, onIndexChange, onClose, title }: LightboxProps) {
  const opener = useRef<HTMLElement | null>(null);
  const count = images.length;
  const current = index === null ? null : images[index];
  const go = (step: number) => {
    if (index !== null) onIndexChange((index + step + count) % count);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowRight') {
      e.preventDefault();
      go(1);
    } else if (e.key === 'ArrowLeft') {
      e.preventDefault();
      go(-1);
    }
  };
  return (
    <Dialog open={current !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogFrame
        variant="fullscreen"
        aria-describedby={undefined}
        onKeyDown={onKeyDown}
        onOpenAutoFocus={() => {
          opener.current = document.activeElement as HTMLElement | null;
        }}
        onCloseAutoFocus={(e) => {
          e.preventDefault();
          opener.current?.focus();
        }}
        className="flex flex-col items-center justify-center gap-4 px-4 py-5 sm:px-20"
      >
        <div className="flex w-full max-w-5xl items-center justify-between gap-4">
          <DialogTitle className="font-sans text-eyebrow font-semibold tracking-[0.28em] text-gold-500 uppercase">
            {title}
          </DialogTitle>
          <p aria-live="polite" className="font-sans text-sm tracking-[0.2em] text-sand-200">
            {index !== null && `${index + 1} / ${count}`}
          </p>
          <DialogCloseButton className={cn(navButton, 'size-10')} />
        </div>
        {current && (
          <figure className="flex min-h-0 flex-1 flex-col items-center justify-center gap-3">
            <img
              key={current.src}
              src={shownImage(current.src)}
              alt={current.alt}
              width={current.width}
              height={current.height}
              className="max-h-[calc(100svh-11rem)] w-auto max-w-full animate-fade-up rounded-sm object-contain shadow-card"
            />
            {/* The alt text, shown for sighted readers; hidden from screen readers, which read the alt. */}
            <figcaption aria-hidden className="max-w-xl text-center text-sm text-stone-300">
              {current.alt}
            </figcaption>
          </figure>
        )}
        <div className="flex items-center gap-4 sm:contents">
          <button
            type="button"
            aria-label="Previous page"
            onClick={() => go(-1)}
            className={cn(navButton, 'sm:absolute sm:top-1/2 sm:left-5 sm:-translate-y-1/2')}
          >
            <Chevron className="rotate-180" />
          </button>
          <button
            type="button"
            aria-label="Next page"
            onClick={() => go(1)}
            className={cn(navButton, 'sm:absolute sm:top-1/2 sm:right-5 sm:-translate-y-1/2')}
          >
            <Chevron />
          </button>
        </div>
      </DialogFrame>
    </Dialog>
  );
}

function Chevron({ className }: { className?: string }) {
  return (
    <svg
      aria-hidden
      viewBox="0 0 16 16"
      className={cn('size-4', className)}
      fill="none"
      stroke="currentColor"
    >
      <path d="M6 3l5 5-5 5" strokeWidth="1.4" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
