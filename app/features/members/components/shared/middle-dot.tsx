/**
 * The quiet "·" between the facts of one line (dates · guests · jet); not read aloud. A line may
 * break after it, also when the facts beside it are kept whole (whitespace-nowrap).
 */
export const MiddleDot = () => (
  <>
    <span aria-hidden className="px-2 text-ink-500">
      ·
    </span>
    <wbr />
  </>
);
