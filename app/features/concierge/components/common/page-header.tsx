import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

interface PageHeaderProps {
  title: string;
  /** one line on what the screen is for */
  description?: ReactNode;
  /** a way back to the list a detail was opened from */
  back?: { to: string; label: string };
  /** the screen's own links and buttons (Download CSV) */
  actions?: ReactNode;
}

/** A screen's heading: its one h1, and what belongs beside it. */
export function PageHeader({ title, description, back, actions }: PageHeaderProps) {
  return (
    <header className="mb-6 flex flex-col gap-4 sm:mb-8 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        {back && (
          <Link
            to={back.to}
            className="mb-3 inline-flex items-center gap-1.5 text-xs font-semibold tracking-[0.18em] text-gold-400 uppercase transition hover:text-gold-200"
          >
            <span aria-hidden>←</span> {back.label}
          </Link>
        )}
        <h1 className="text-3xl break-words sm:text-[2.5rem] sm:leading-tight">{title}</h1>
        {description && (
          <p className="mt-2 max-w-2xl text-sm leading-relaxed text-stone-300">{description}</p>
        )}
      </div>
      {actions && <div className="flex shrink-0 flex-wrap items-center gap-3">{actions}</div>}
    </header>
  );
}
