/** The club's thin ×, drawn in the text's colour: every close and dismiss uses it. */
export function CrossIcon({
  className = 'size-3.5',
  strokeWidth = 1.5,
}: {
  /** its size: size-3.5 unless told */
  className?: string;
  strokeWidth?: number;
}) {
  return (
    <svg aria-hidden viewBox="0 0 16 16" className={className} fill="none" stroke="currentColor">
      <path d="M3 3l10 10M13 3L3 13" strokeWidth={strokeWidth} strokeLinecap="round" />
    </svg>
  );
}

/** The round × in the top corner of an offer card. */
export function DismissButton({ onClick }: { onClick: () => void }) {
  return (
    <button
      type="button"
      aria-label="Dismiss"
      onClick={onClick}
      className="absolute top-4 right-4 grid size-8 cursor-pointer place-items-center rounded-full text-stone-400 transition hover:bg-white/5 hover:text-ivory-50"
    >
      <CrossIcon />
    </button>
  );
}
