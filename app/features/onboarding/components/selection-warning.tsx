/** Spec 5 "Destination picker": shown while nothing is chosen and Continue is disabled. */
export function SelectionWarning({ id }: { id: string }) {
  return (
    <div
      id={id}
      role="status"
      className="flex gap-3 rounded-2xl border border-gold-500/35 bg-gold-500/8 px-4 py-2.5 text-xs leading-relaxed sm:px-5 sm:py-4 sm:text-sm"
    >
      <span aria-hidden className="mt-1.5 size-2 shrink-0 rounded-full bg-gold-400" />
      <div>
        <p className="font-semibold text-gold-200">Please Select a Destination</p>
        <p className="mt-0.5 text-sand-100">
          Choose your complimentary vacation destination to continue
        </p>
      </div>
    </div>
  );
}
