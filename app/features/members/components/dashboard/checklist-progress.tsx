/** "2 of 4 complete" with a thin gold bar. */
export function ChecklistProgress({ done, total }: { done: number; total: number }) {
  const percent = total === 0 ? 0 : Math.round((done / total) * 100);
  return (
    <div className="flex min-w-36 flex-col gap-2">
      <p className="text-xs font-semibold tracking-[0.16em] text-stone-300 uppercase">
        {done} of {total} complete
      </p>
      <div
        role="progressbar"
        aria-valuenow={percent}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-label={`${done} of ${total} complete`}
        className="h-1 w-36 overflow-hidden rounded-full bg-ink-700"
      >
        <div
          className="h-full rounded-full bg-linear-to-r from-gold-600 to-gold-300 transition-[width] duration-700 ease-(--ease-luxe)"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
