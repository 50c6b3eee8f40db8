/** Integer cents to the spec's decimal(10,2) text, without floating-point rounding. */
export function centsToDecimal(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Not a whole number of cents: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Cents as a reader sees them in mail: '$31,000.00', '−$400.01' for a discount. */
export function formatUsd(cents: number): string {
  const [whole = '0', fraction = '00'] = centsToDecimal(Math.abs(cents)).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${cents < 0 ? '−' : ''}$${grouped}.${fraction}`;
}

/** A product's price text ('297.00') to cents; null when it is not a plain amount. */
export function priceTextToCents(text: string): number | null {
  const match = /^(\d{1,7})(?:\.(\d{2}))?$/.exec(text.trim());
  return match ? Number(match[1]) * 100 + Number(match[2] ?? 0) : null;
}
