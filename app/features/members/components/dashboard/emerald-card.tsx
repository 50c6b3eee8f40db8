import { Tooltip } from '@app/components/ui/tooltip';

const INVITE_NOTE =
  'The Emerald Card is extended by invitation only, to members chosen by the club. It cannot be requested.';

/** Spec 2.9 and 6: the invite-only card. Its button is disabled for good; the note says why. */
export function EmeraldCard() {
  return (
    <section
      aria-labelledby="emerald-card-title"
      className="relative overflow-hidden rounded-3xl border border-emerald-300/15 bg-ink-900 p-6 shadow-card sm:p-7"
    >
      <CardFace />
      <h2 id="emerald-card-title" className="mt-6 text-display-sm">
        The Emerald Card
      </h2>
      <p id="emerald-card-note" className="mt-2 text-sm leading-relaxed text-stone-300">
        <strong className="font-semibold text-emerald-200">Invite only.</strong> {INVITE_NOTE}
      </p>
      <Tooltip content={INVITE_NOTE}>
        {/* A disabled button gets no pointer events: the wrapper carries the hint instead. */}
        <span tabIndex={0} className="mt-5 block rounded-full">
          <button
            type="button"
            disabled
            aria-describedby="emerald-card-note"
            className="inline-flex h-11 w-full cursor-not-allowed items-center justify-center gap-2 rounded-full border border-emerald-200/20 text-[0.72rem] font-semibold tracking-[0.18em] text-emerald-100/60 uppercase"
          >
            <LockGlyph />
            Request the Emerald Card
          </button>
        </span>
      </Tooltip>
    </section>
  );
}

function CardFace() {
  return (
    <div
      aria-hidden
      className="relative aspect-[1.586] w-full overflow-hidden rounded-2xl bg-linear-to-br from-emerald-950 via-emerald-800 to-emerald-950 p-5 shadow-[0_20px_40px_-20px_rgb(0_0_0/0.8)] ring-1 ring-emerald-200/20"
    >
      <div className="absolute -top-16 -right-10 size-48 rounded-full bg-emerald-300/10 blur-2xl" />
      <div className="absolute inset-0 bg-[repeating-linear-gradient(135deg,transparent_0_14px,rgb(255_255_255/0.025)_14px_15px)]" />
      <div className="relative flex h-full flex-col justify-between">
        <div className="flex items-start justify-between">
          <span className="font-display text-xl text-emerald-50 italic">Emerald</span>
          <LockGlyph className="size-4 text-emerald-100/70" />
        </div>
        <div className="h-7 w-10 rounded-md bg-linear-to-br from-gold-300 to-gold-600 opacity-90" />
        <p className="font-mono text-sm tracking-[0.3em] text-emerald-50/70">•••• •••• •••• ••••</p>
      </div>
    </div>
  );
}

function LockGlyph({ className = 'size-3.5' }: { className?: string }) {
  return (
    <svg aria-hidden viewBox="0 0 16 16" fill="none" stroke="currentColor" className={className}>
      <rect x="3" y="7" width="10" height="7" rx="1.5" strokeWidth="1.3" />
      <path d="M5.5 7V5a2.5 2.5 0 015 0v2" strokeWidth="1.3" />
    </svg>
  );
}
