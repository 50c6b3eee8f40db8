/** Shown while a join request saved offline waits in the outbox for the connection to return. */
export function QueuedNotice() {
  return (
    <div
      role="status"
      className="flex gap-3 rounded-2xl border border-gold-500/35 bg-gold-500/8 px-5 py-4 text-sm leading-relaxed text-sand-100"
    >
      <span aria-hidden className="mt-1.5 size-2 shrink-0 animate-pulse rounded-full bg-gold-400" />
      <p>
        <strong className="font-semibold text-gold-200">
          Your request is saved on this device.
        </strong>{' '}
        It will be sent automatically when the connection returns, and we'll confirm your place
        right here.
      </p>
    </div>
  );
}
