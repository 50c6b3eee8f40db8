import type { BaseSyntheticEvent } from 'react';
import { sendFormToServer } from '@app/lib/send-form-to-server';
import { LocalUnavailableError } from '@app/local/db/local-unavailable';

/**
 * A public form's send with the page's own POST behind it (issue 21). When this device cannot
 * store the request (the outbox's code never arrived, or IndexedDB refused it), nothing waits to
 * be sent, so the form goes to the server as the HTML form it is: what the visitor pressed still
 * arrives, once, and the server answers with the spec's next page or its messages. Offline the
 * server cannot take it either; the form then keeps its values, as any failed send does.
 */
export function orServerPost<T>(onValid: (values: T) => Promise<void> | void) {
  return async (values: T, event?: BaseSyntheticEvent): Promise<void> => {
    try {
      await onValid(values);
    } catch (err) {
      const form: unknown = event?.target;
      const postable = form instanceof HTMLFormElement && navigator.onLine;
      if (!(err instanceof LocalUnavailableError) || !postable) throw err;
      sendFormToServer(form);
    }
  };
}
