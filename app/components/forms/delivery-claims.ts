/**
 * Which outbox items a mounted form is answering for itself. The global delivery notifier leaves
 * those alone, so a delivery is announced once: by the form when it is on screen, else globally.
 */
const claims = new Map<string, number>();

/** Claims `id`; returns the release function (claims are counted, so StrictMode is safe). */
export function claimDelivery(id: string): () => void {
  claims.set(id, (claims.get(id) ?? 0) + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const left = (claims.get(id) ?? 1) - 1;
    if (left > 0) claims.set(id, left);
    else claims.delete(id);
  };
}

export function isDeliveryClaimed(id: string): boolean {
  return claims.has(id);
}
