/**
 * Whether React listens for an element's events yet. React keeps each element's props under
 * `__reactProps$<random>` from the moment it hydrates or creates it: the one sign, seen from
 * outside React, that a pre-rendered element is live. A part rendered lazily (the footer's
 * newsletter form) hydrates later than the page around it.
 */
export const reactHandles = (el: Element): boolean =>
  Object.keys(el).some((key) => key.startsWith('__reactProps$'));

const POLL_MS = 50;

/**
 * Runs `then` once React handles `el`, or `otherwise` when it still does not after `timeoutMs`
 * (its code failed to load). Polls: React gives no event for a boundary's hydration.
 */
export function whenReactHandles(
  el: Element,
  then: () => void,
  otherwise: () => void = () => {},
  timeoutMs = 10_000,
): void {
  const deadline = performance.now() + timeoutMs;
  const check = () => {
    if (reactHandles(el)) then();
    else if (performance.now() >= deadline) otherwise();
    else setTimeout(check, POLL_MS);
  };
  check();
}
