import '../../console.css';
import type { MouseEvent, ReactNode } from 'react';
import type { CurrentUser } from '@shared/api';
import { ConsoleBrand } from './console-brand';
import { ConsoleMenu } from './console-menu';
import { ConsoleNav } from './console-nav';
import { OfflineBanner } from './offline-banner';
import { StaffCard } from './staff-card';

interface ConsoleShellProps {
  staff: CurrentUser;
  onSignOut: () => void;
  children: ReactNode;
}

export const CONSOLE_MAIN_ID = 'console-main';

/**
 * The back office's frame: a side navigation on wide screens, a top bar with a menu sheet on
 * phones and tablets, the offline line, and the screen. The site's header and footer stay out.
 */
export function ConsoleShell({ staff, onSignOut, children }: ConsoleShellProps) {
  return (
    <div className="min-h-svh bg-ink-950 lg:grid lg:grid-cols-[15.5rem_minmax(0,1fr)]">
      <SkipToScreen />
      <aside className="sticky top-0 hidden h-svh flex-col gap-8 border-r border-white/6 bg-ink-900/70 px-4 py-6 lg:flex">
        <div className="px-2">
          <ConsoleBrand />
        </div>
        <ConsoleNav role={staff.role} />
        <div className="mt-auto">
          <StaffCard staff={staff} onSignOut={onSignOut} />
        </div>
      </aside>
      <div className="flex min-w-0 flex-col">
        <header className="sticky top-0 z-40 flex h-14 items-center justify-between border-b border-white/6 bg-ink-950/95 px-4 backdrop-blur-xl sm:px-8 lg:hidden">
          <ConsoleBrand />
          <ConsoleMenu staff={staff} onSignOut={onSignOut} />
        </header>
        <OfflineBanner />
        <main
          id={CONSOLE_MAIN_ID}
          tabIndex={-1}
          className="mx-auto w-full max-w-[90rem] flex-1 px-4 pt-6 pb-16 outline-none sm:px-8 lg:px-10 lg:pt-9"
        >
          {children}
        </main>
      </div>
    </div>
  );
}

/** Jumps keyboard users past the navigation; focuses <main> rather than adding a hash. */
function SkipToScreen() {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    document.getElementById(CONSOLE_MAIN_ID)?.focus();
  };
  return (
    <a
      href={`#${CONSOLE_MAIN_ID}`}
      onClick={onClick}
      className="sr-only rounded-full bg-gold-400 px-5 py-3 text-sm font-semibold text-ink-950 focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[200]"
    >
      Skip to content
    </a>
  );
}
