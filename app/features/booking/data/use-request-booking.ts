import { API } from '@shared/api';
import {
  useOutboxSubmission,
  type OutboxSubmissionOptions,
} from '@app/components/forms/use-outbox-submission';

type Handlers = Omit<OutboxSubmissionOptions, 'kind' | 'url'>;

/** POST /api/bookings through the outbox, watched until the server has it. */
export function useRequestBooking(handlers: Handlers) {
  return useOutboxSubmission({ kind: 'booking', url: API.bookings, ...handlers });
}
