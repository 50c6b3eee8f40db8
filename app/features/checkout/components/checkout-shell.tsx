import type { ReactNode } from 'react';

interface CheckoutShellProps {
  eyebrow: string;
  title: string;
  intro?: ReactNode;
  /** the order's summary, beside the main column on desktops */
  aside: ReactNode;
  children: ReactNode;
}

/** The frame of every checkout page: the heading and main column, the summary beside it. */
export function CheckoutShell({ eyebrow, title, intro, aside, children }: CheckoutShellProps) {
  return (
    <div className="relative">
      <div
        aria-hidden
        className="pointer-events-none absolute inset-x-0 top-0 h-[420px] bg-[radial-gradient(ellipse_at_top,rgb(198_161_91/0.14),transparent_65%)]"
      />
      <div className="relative mx-auto grid w-full max-w-6xl gap-10 px-5 pt-12 pb-24 sm:px-8 sm:pt-16 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:items-start lg:gap-14">
        <div className="flex min-w-0 flex-col">
          <p className="text-eyebrow font-semibold tracking-[0.28em] text-gold-500 uppercase">
            {eyebrow}
          </p>
          <h1 className="mt-5 text-display-lg text-balance">{title}</h1>
          {intro && <div className="mt-5 leading-relaxed text-stone-300">{intro}</div>}
          <div className="mt-10">{children}</div>
        </div>
        <aside aria-label="Order summary" className="lg:sticky lg:top-28">
          {aside}
        </aside>
      </div>
    </div>
  );
}
