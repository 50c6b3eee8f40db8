/**
 * Nothing could be stored on this device: the local database's code did not arrive, or IndexedDB
 * would not open or write (for a reason other than room, which is storage-full). The request is
 * not in the outbox, so the caller may still send it another way without sending it twice.
 */
export class LocalUnavailableError extends Error {
  constructor(cause: unknown) {
    super('This device could not store the request', { cause });
    this.name = 'LocalUnavailableError';
  }
}
