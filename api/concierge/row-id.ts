/**
 * The numeric id in a console path (`/waitlist/:id`, `/messages/:id`), or null when the segment is
 * not one: such a path names nothing, so it is a 404 like an id that does not exist.
 */
export function rowId(segment: string): number | null {
  if (!/^[1-9]\d{0,15}$/.test(segment)) return null;
  const id = Number(segment);
  return Number.isSafeInteger(id) ? id : null;
}
