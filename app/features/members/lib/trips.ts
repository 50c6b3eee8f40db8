/** Takes one trip off the member's list; the others keep their order. */
export function removeTrip(trips: readonly string[], trip: string): string[] {
  return trips.filter((t) => t !== trip);
}
