/** Where each record's console screen is. */
const at = (list: string) => (id: string | number) =>
  `/concierge/${list}/${encodeURIComponent(String(id))}`;

export const bookingHref = at('bookings');
export const messageHref = at('messages');
export const orderHref = at('orders');
export const memberHref = at('members');
export const threadHref = at('threads');

/** The catalogue editor's screens (issue 39): a kind's list, a record, a new record. */
export const catalogListHref = (kind: string) => `/concierge/catalog/${kind}`;
export const catalogRecordHref = (kind: string, id: string | number) =>
  `/concierge/catalog/${kind}/${encodeURIComponent(String(id))}`;
export const catalogNewHref = (kind: string) => `/concierge/catalog/${kind}/new`;
