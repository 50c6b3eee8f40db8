/**
 * Whether a poke of the console's event stream concerns a screen: its data names the kinds of
 * record that changed ('booking,thread'); empty, it says nothing (a reconnect that may have
 * missed anything), and concerns every screen.
 */
export function concerns(data: string, kinds: readonly string[] | undefined): boolean {
  if (!kinds || data === '') return true;
  return data.split(',').some((kind) => kinds.includes(kind));
}
