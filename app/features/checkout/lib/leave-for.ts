/**
 * A full navigation to a payment page the server named (Stripe, or the demo page on this origin):
 * the page is left, so whatever shows "redirecting" stays on until the browser goes.
 */
export function leaveFor(url: string): void {
  window.location.assign(new URL(url, window.location.href).href);
}
