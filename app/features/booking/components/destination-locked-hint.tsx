import { Link } from 'react-router-dom';

/** Why the destination cannot be changed here, and the way to choose another. */
export function DestinationLockedHint() {
  return (
    <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <LockGlyph />
      <span>Locked to the destination you chose.</span>
      <Link
        to="/booking"
        className="text-gold-300 underline decoration-gold-500/50 underline-offset-4 hover:text-gold-200"
      >
        Choose another
      </Link>
    </span>
  );
}

function LockGlyph() {
  return (
    <svg
      aria-hidden
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      className="size-3.5 text-gold-400"
    >
      <rect x="3" y="7" width="10" height="7" rx="1.5" strokeWidth="1.3" />
      <path d="M5.5 7V5a2.5 2.5 0 015 0v2" strokeWidth="1.3" />
    </svg>
  );
}
