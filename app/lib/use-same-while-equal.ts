import { useState } from 'react';
import { keepIfEqual } from './keep-if-equal';

/**
 * `value`, or the one returned before while it holds the same data (keepIfEqual). A live query
 * re-fires with new but equal objects whenever its tables are written (the first pull after a
 * pre-rendered page, each refresh that found nothing new); keeping the old identity lets memoised
 * children skip. For small, plain data only: a changed `value` is serialised once per render.
 */
export function useSameWhileEqual<T>(value: T): T {
  const [kept, setKept] = useState(value);
  const next = keepIfEqual(kept, value);
  // React's pattern for keeping information from previous renders: set during render, only
  // when it changed, and React renders again at once before going on to the children.
  if (next !== kept) setKept(next);
  return next;
}
