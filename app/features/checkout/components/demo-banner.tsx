/** The line that makes the demo unmistakable: no card, no payment provider. */
export function DemoBanner() {
  return (
    <p
      role="note"
      className="flex items-start gap-3 rounded-2xl border border-gold-500/50 bg-gold-500/10 px-5 py-4 text-sm leading-relaxed text-gold-200"
    >
      <span aria-hidden className="mt-1.5 size-2 shrink-0 rounded-full bg-gold-400" />
      Demo checkout — no card is charged, nothing is sent to a payment provider
    </p>
  );
}
