import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** An in-text link in the brand's underline. */
export function TextLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="font-medium text-sand-100 underline decoration-gold-500/50 underline-offset-4 transition hover:text-gold-300 hover:decoration-gold-300"
    >
      {children}
    </Link>
  );
}
