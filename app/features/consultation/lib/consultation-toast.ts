import type { Consultation } from '@shared/schemas/consultation';
import type { ToastOptions } from '@app/components/ui/toast-store';
import { callTypeLabel } from './call-types';

const longDate = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

/** "2025-12-01" → "Monday, December 1" (a calendar date: read in UTC so no zone shifts it). */
export function formatConsultationDate(iso: string): string {
  const date = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? iso : longDate.format(date);
}

/** Spec 4: 'Consultation Booked!', with the day and time the member chose. */
export function consultationBooked(c: Consultation): ToastOptions {
  return {
    title: 'Consultation Booked!',
    description: `Your ${callTypeLabel(c.callType)} consultation is set for ${formatConsultationDate(c.preferredDate)} at ${c.preferredTime} EST. Your advisor will be in touch to confirm.`,
  };
}
