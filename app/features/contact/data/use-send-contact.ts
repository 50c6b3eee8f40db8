import { API } from '@shared/api';
import {
  useOutboxSubmission,
  type OutboxSubmissionOptions,
} from '@app/components/forms/use-outbox-submission';

type Handlers = Omit<OutboxSubmissionOptions, 'kind' | 'url'>;

/** POST /api/contact through the outbox, watched until the server has it. */
export function useSendContact(handlers: Handlers) {
  return useOutboxSubmission({ kind: 'contact', url: API.contact, ...handlers });
}
