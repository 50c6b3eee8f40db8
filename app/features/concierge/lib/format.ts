/** How the console writes money and time: compact, unambiguous, in the staff member's locale. */
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const number = new Intl.NumberFormat('en-US');
// A calendar date (a departure) is the same day everywhere: formatted in UTC, where it is noon.
const calendarDay = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const moment = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** Integer cents: "$1,250.00" */
export const centsLabel = (cents: number) => usd.format(cents / 100);

/** The API's decimal text ("2670.00"): "$2,670.00"; as given when it is not a number. */
export const amountLabel = (amount: string) => {
  const n = Number(amount);
  return Number.isFinite(n) ? usd.format(n) : amount;
};

export const countLabel = (n: number) => number.format(n);

/** "YYYY-MM-DD": "14 Mar 2027" */
export function dayLabel(day: string): string {
  const date = new Date(`${day.slice(0, 10)}T12:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : calendarDay.format(date);
}

/** An ISO timestamp: "3 Nov 2026, 14:05" in the staff member's time zone. */
export function momentLabel(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : moment.format(date);
}

/** "Amelia Hartley", or the email when no name was given. */
export const personName = (p: {
  firstName: string | null;
  lastName: string | null;
  email: string;
}) => [p.firstName, p.lastName].filter(Boolean).join(' ').trim() || p.email;
