const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Integer cents as the club shows prices: "$99.99". */
export const formatCents = (cents: number) => usd.format(cents / 100);

/** The API's decimal money text ("31500.00") as "$31,500.00". */
export const formatDecimal = (amount: string) => {
  const value = Number(amount);
  return Number.isFinite(value) ? usd.format(value) : amount;
};
