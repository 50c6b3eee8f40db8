import type { ConsultationRequest } from '@app/local/db/db';
import { statusView, type StatusView } from './status-view';

interface ConsultationStatusView extends StatusView {
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

export const consultationStatus = (status: string): ConsultationStatusView =>
  statusView(CONSULTATION_STATUSES, status);
