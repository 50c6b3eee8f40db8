import type { BadgeProps } from '@app/components/ui/badge';
import type { ConsultationRequest } from '@app/local/db';

interface ConsultationStatusView {
  label: string;
  tone: BadgeProps['tone'];
  /** what the member does next, when there is something */
  hint?: string;
}

/** Where a consultation request stands, from the club's inbox (the concierge's console). */
const CONSULTATION_STATUSES: Record<ConsultationRequest['status'], ConsultationStatusView> = {
  requested: { label: 'Requested', tone: 'outline' },
  new: { label: 'With your advisor', tone: 'neutral' },
  replied: {
    label: 'Advisor replied',
    tone: 'gold',
    hint: 'Your advisor has written to you by email to confirm the call.',
  },
  handled: { label: 'Arranged', tone: 'gold' },
};

/** A status this version of the app does not know yet still reads as a word, not a code. */
export function consultationStatus(status: string): ConsultationStatusView {
  return (
    CONSULTATION_STATUSES[status as ConsultationRequest['status']] ?? {
      label: status.charAt(0).toUpperCase() + status.slice(1),
      tone: 'neutral',
    }
  );
}
