/** The round portrait: the chosen picture, the current one, or the monogram placeholder. */
export function AvatarPreview({ src }: { src?: string | null }) {
  return (
    <span className="relative grid size-28 place-items-center overflow-hidden rounded-full border border-gold-500/50 bg-ink-800 shadow-gold">
      {src ? (
        <img src={src} alt="Preview of your profile photo" className="size-full object-cover" />
      ) : (
        <svg
          aria-hidden
          viewBox="0 0 24 24"
          className="size-10 text-gold-400"
          fill="none"
          stroke="currentColor"
        >
          <circle cx="12" cy="8.5" r="3.5" strokeWidth="1.2" />
          <path d="M5 19.5c1.2-3.4 3.9-5 7-5s5.8 1.6 7 5" strokeWidth="1.2" strokeLinecap="round" />
        </svg>
      )}
    </span>
  );
}
