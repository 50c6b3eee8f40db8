/**
 * Alphabetical order for the catalogue's names, case-insensitive, by code point. Not
 * `localeCompare`: its first call loads ICU's collator, ~9 ms of a first visit's main thread (more
 * on a phone) in the render that shows the destinations. For our names (Latin letters, accents
 * only after the first letter) the order is the same; a unit test holds it to that.
 */
export function compareNames(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  return x < y ? -1 : x > y ? 1 : 0;
}
