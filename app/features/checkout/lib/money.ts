const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** "$99.99" */
export const money = (amount: number) => usd.format(amount);

/** Orders carry integer cents: "$36.79" */
export const cents = (amountCents: number) => usd.format(amountCents / 100);
