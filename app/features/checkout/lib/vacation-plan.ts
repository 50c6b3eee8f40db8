import { VACATION, type PAYMENT_OPTIONS } from '@shared/constants';
import { money } from './money';

export type PaymentOption = (typeof PAYMENT_OPTIONS)[number];

export interface VacationPlan {
  /** what is charged today */
  dueToday: string;
  /** the installments after today, empty when paid in full */
  schedule: { date: string; amount: string }[];
  total: string;
}

/** Spec 9: $166.14 in full, or $19.00 down and 4 × $36.79 on Oct 7, 14, 21 and 28, 2025. */
export function vacationPlan(option: PaymentOption): VacationPlan {
  if (option === 'full') {
    return { dueToday: money(VACATION.total), schedule: [], total: money(VACATION.total) };
  }
  return {
    dueToday: money(VACATION.deposit),
    schedule: VACATION.installmentDates.map((date) => ({
      date,
      amount: money(VACATION.installment),
    })),
    total: money(VACATION.total),
  };
}

export const PAYMENT_CHOICES: Record<PaymentOption, { title: string; detail: string }> = {
  full: { title: 'Pay in full', detail: `${money(VACATION.total)} today` },
  installment: {
    title: 'Pay in installments',
    detail: `${money(VACATION.deposit)} today, then ${VACATION.installmentDates.length} × ${money(VACATION.installment)}`,
  },
};

/** The summary's facts (spec 2.14 and 9). */
export const VACATION_FACTS = [
  { label: 'Destination', value: 'Chicago' },
  { label: 'Stay', value: '4 days and 3 nights' },
  { label: 'Guests', value: `Up to ${VACATION.maxGuests} guests` },
  { label: 'Travel window', value: `${VACATION.monthsToTravel} months to travel` },
  { label: 'Taxes and fees', value: `${money(VACATION.taxesPerNight)} a night` },
] as const;

/** Spec 2.14: the reservation timer is static text. */
export const RESERVATION_TIMER = '07:44';
