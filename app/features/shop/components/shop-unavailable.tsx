/**
 * Shown instead of products when nothing is cached and the first pull failed (a first visit
 * offline): the sync engine pulls again by itself when the connection returns.
 */
export function ShopUnavailable() {
  return (
    <div
      role="status"
      className="mx-auto mt-12 max-w-xl rounded-sm border border-ink-700 bg-ink-900/70 px-8 py-12 text-center"
    >
      <div className="hairline mx-auto w-24" aria-hidden="true" />
      <p className="mt-6 font-display text-display-sm text-ivory-50">The shop is on its way</p>
      <p className="mt-3 text-sm leading-relaxed text-stone-300">
        We could not reach the club just now. Products will appear here as soon as your connection
        returns.
      </p>
    </div>
  );
}
