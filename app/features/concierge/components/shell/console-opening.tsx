import '../../console.css';

/** While the sign-in snapshot is read: a quiet line, never a flash of the wrong page. */
export function ConsoleOpening() {
  return (
    <div className="grid min-h-svh place-items-center bg-ink-950">
      <p role="status" className="flex items-center gap-3 text-sm text-stone-300">
        <span
          aria-hidden
          className="size-4 animate-spin rounded-full border-2 border-gold-500/30 border-t-gold-400 motion-reduce:animate-none"
        />
        Opening the console…
      </p>
    </div>
  );
}
