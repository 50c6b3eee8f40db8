/**
 * When the four vacation installments fall due (spec 9: Oct 7, 14, 21 and 28, 2025). The dates
 * come from shared/constants.ts, the text the screens show. A schedule whose first date is not
 * after the day of payment moves forward by whole weeks until it is: the same weekday and the
 * same weekly cadence, starting the week after payment (docs/decisions/003).
 */
import { VACATION } from '@shared/constants';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DAY_MS = 24 * 60 * 60 * 1000;
const WEEK_MS = 7 * DAY_MS;

/** 'Oct 7, 2025' to '2025-10-07'. */
export function isoDateOf(display: string): string {
  const match = /^([A-Z][a-z]{2}) (\d{1,2}), (\d{4})$/.exec(display);
  const month = match ? MONTHS.indexOf(match[1]!) : -1;
  if (!match || month < 0) throw new Error(`Not a date like 'Oct 7, 2025': ${display}`);
  return new Date(Date.UTC(Number(match[3]), month, Number(match[2]))).toISOString().slice(0, 10);
}

export const SPEC_INSTALLMENT_DATES: readonly string[] = VACATION.installmentDates.map(isoDateOf);

/** The due dates (YYYY-MM-DD, UTC) for a deposit paid at `paidAt`. */
export function installmentDueDates(paidAt: Date): string[] {
  const today = Date.parse(paidAt.toISOString().slice(0, 10));
  const first = Date.parse(SPEC_INSTALLMENT_DATES[0]!);
  const weeks = first > today ? 0 : Math.floor((today - first) / WEEK_MS) + 1;
  return SPEC_INSTALLMENT_DATES.map((date) =>
    new Date(Date.parse(date) + weeks * WEEK_MS).toISOString().slice(0, 10),
  );
}

/** 'Oct 7, 14, 21 and 28, 2025' (or 'Oct 28, Nov 4, 11 and 18, 2025'), as spec 9 writes them. */
export function formatDueDates(dates: readonly string[]): string {
  let month = -1;
  const parts = dates.map((iso) => {
    const d = new Date(`${iso}T00:00:00.000Z`);
    const sameMonth = d.getUTCMonth() === month;
    month = d.getUTCMonth();
    return sameMonth ? String(d.getUTCDate()) : `${MONTHS[month]} ${d.getUTCDate()}`;
  });
  const years = [...new Set(dates.map((iso) => iso.slice(0, 4)))].join('–');
  const list = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : parts[0];
  return `${list}, ${years}`;
}
