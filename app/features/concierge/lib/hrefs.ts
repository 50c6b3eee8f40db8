/** Where each record's console screen is. */
const at = (list: string) => (id: string | number) =>
  `/concierge/${list}/${encodeURIComponent(String(id))}`;

export const bookingHref = at('bookings');
export const messageHref = at('messages');
export const orderHref = at('orders');
export const memberHref = at('members');
export const threadHref = at('threads');
