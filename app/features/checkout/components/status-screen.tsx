import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@app/components/ui/button';

interface StatusScreenProps {
  title: string;
  text?: ReactNode;
  busy?: boolean;
  action?: { label: string; to: string };
  children?: ReactNode;
}

/** A calm, centred message between checkout steps: loading, confirming, cancelled, not found. */
export function StatusScreen({ title, text, busy, action, children }: StatusScreenProps) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-5 py-24 text-center">
      <div className="hairline w-24" aria-hidden="true" />
      <h1 className="mt-8 text-display-md text-balance" aria-busy={busy || undefined}>
        {title}
      </h1>
      {busy && (
        <span
          aria-hidden
          className="mt-6 size-6 rounded-full border-2 border-gold-500/30 border-t-gold-400 motion-safe:animate-spin"
        />
      )}
      {text && <div className="mt-4 leading-relaxed text-stone-300">{text}</div>}
      {children}
      {action && (
        <Link to={action.to} className={buttonClasses('outline', 'lg', 'mt-10')}>
          {action.label}
        </Link>
      )}
    </div>
  );
}
