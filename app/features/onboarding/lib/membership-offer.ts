import {
  DISPUTE_LETTERS_PER_MONTH,
  MEMBERSHIP_MONTHLY,
  MEMBERSHIP_PROMO,
  MONEY_BACK_DAYS,
} from '@shared/constants';

export { VACATION_VALUE_ON_CHECKOUT, VACATION_VALUE_ON_PICKER } from '@shared/constants';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const usdWhole = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/** "$149.32" */
export const money = (amount: number) => usd.format(amount);
/** "$1,500" */
export const wholeMoney = (amount: number) => usdWhole.format(amount);

export const MEMBERSHIP_LINES = [
  { label: 'Credit tracker', amount: MEMBERSHIP_MONTHLY.creditTracker },
  { label: 'Identity monitoring', amount: MEMBERSHIP_MONTHLY.identityMonitoring },
  { label: 'Sales tax', amount: MEMBERSHIP_MONTHLY.salesTax },
  { label: MEMBERSHIP_PROMO.label, amount: -MEMBERSHIP_PROMO.credit },
] as const;

export const MEMBERSHIP_PERKS = [
  `${DISPUTE_LETTERS_PER_MONTH} dispute letters per month`,
  `${MONEY_BACK_DAYS}-day money-back guarantee`,
  'Cancel anytime',
] as const;
