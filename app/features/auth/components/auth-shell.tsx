import type { ReactNode } from 'react';
import { AuthArt } from './auth-art';

interface AuthShellProps {
  eyebrow: string;
  title: ReactNode;
  intro?: ReactNode;
  /** An image under public/images; the desktop half and the phone's dimmed backdrop. */
  art?: string;
  /** Lines under the card: links to the neighbouring screens. */
  footer?: ReactNode;
  /** The widest the card may grow (registration has two columns of fields). */
  width?: 'narrow' | 'wide';
  children: ReactNode;
}

/** The club's door: a centred card on phones, the card beside a destination on desktops. */
export function AuthShell({
  eyebrow,
  title,
  intro,
  art = '/images/destinations/lake-como.svg',
  footer,
  width = 'narrow',
  children,
}: AuthShellProps) {
  return (
    <div className="relative grid lg:min-h-[calc(100svh-5rem)] lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <AuthArt src={art} />
      <div className="relative flex items-center justify-center px-4 py-12 sm:px-10 lg:px-16 lg:py-20">
        <div className={width === 'wide' ? 'w-full max-w-xl' : 'w-full max-w-md'}>
          <div className="rounded-3xl border border-gold-500/20 bg-ink-900/90 p-6 shadow-card backdrop-blur-md sm:p-10">
            <div aria-hidden className="hairline -mt-6 mb-7 opacity-70 sm:-mt-10 sm:mb-9" />
            <p className="text-eyebrow font-semibold tracking-[0.28em] text-gold-500 uppercase">
              {eyebrow}
            </p>
            <h1 className="mt-4 font-display text-display-md text-balance">{title}</h1>
            {intro && <div className="mt-4 text-sm leading-relaxed text-stone-300">{intro}</div>}
            <div className="mt-8">{children}</div>
          </div>
          {footer && (
            <div className="mt-6 flex flex-col items-center gap-2 text-center text-sm text-stone-300">
              {footer}
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
