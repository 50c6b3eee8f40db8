import type { ReactNode } from 'react';
import { shownImage } from '@shared/art-rasters';

interface SplitLayoutProps {
  /** A destination illustration (decorative). */
  art: string;
  caption?: ReactNode;
  intro: ReactNode;
  children: ReactNode;
}

/** The art on the left (on top on phones), the invitation and its form on the right. */
export function SplitLayout({ art, caption, intro, children }: SplitLayoutProps) {
  return (
    <div className="grid lg:min-h-[calc(100svh-5rem)] lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
      <div className="relative h-[34svh] min-h-60 overflow-hidden lg:sticky lg:top-20 lg:h-[calc(100svh-5rem)]">
        <img src={shownImage(art)} alt="" className="absolute inset-0 size-full object-cover" />
        <div
          aria-hidden
          className="absolute inset-0 bg-linear-to-t from-ink-950 via-ink-950/30 to-ink-950/10 lg:bg-linear-to-r lg:from-transparent lg:via-ink-950/20 lg:to-ink-950"
        />
        <div
          aria-hidden
          className="absolute inset-x-0 bottom-0 hidden h-3/5 bg-linear-to-t from-ink-950 via-ink-950/75 to-transparent lg:block"
        />
        {caption && (
          <div className="absolute bottom-12 left-12 hidden max-w-sm lg:block">{caption}</div>
        )}
      </div>
      <div className="relative px-5 pt-4 pb-20 sm:px-10 lg:px-16 lg:py-20 xl:px-24">
        <div className="mx-auto max-w-xl">
          {intro}
          <div className="mt-10 rounded-3xl border border-white/6 bg-ink-900/80 p-6 shadow-card sm:p-9">
            <div aria-hidden className="hairline -mt-6 mb-6 opacity-70 sm:-mt-9 sm:mb-9" />
            {children}
          </div>
        </div>
      </div>
    </div>
  );
}
