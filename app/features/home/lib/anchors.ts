/** Section ids the menu (/home#jets, /home#hotels) and the welcome button scroll to. */
export const HOME_ANCHORS = {
  destinations: 'destinations',
  jets: 'jets',
  hotels: 'hotels',
} as const;

export function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Smooth unless the visitor asked for less motion; focus follows so keyboard users land there. */
export function scrollToAnchor(id: string): void {
  const target = document.getElementById(id);
  if (!target) return;
  target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  target.focus({ preventScroll: true });
}
