/** The route named a destination we do not know (mistyped, or no longer offered). */
export function UnknownDestinationNotice() {
  return (
    <div
      role="status"
      className="flex gap-3 rounded-2xl border border-gold-500/35 bg-gold-500/8 px-5 py-4 text-sm leading-relaxed text-sand-100"
    >
      <span aria-hidden className="mt-1.5 size-2 shrink-0 rounded-full bg-gold-400" />
      <p>
        <strong className="font-semibold text-gold-200">We couldn't find that destination.</strong>{' '}
        It may no longer be offered. Please choose one of our destinations below.
      </p>
    </div>
  );
}
