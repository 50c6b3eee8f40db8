import { API } from '@shared/api';
import { WAITLIST_INTERESTS } from '@shared/constants';
import type { OutboxKind } from '@app/local/db/db';
import {
  useOutboxSubmission,
  type OutboxSubmissionOptions,
} from '@app/components/forms/use-outbox-submission';
import type { PersonFields } from '@app/components/forms/person-fields';

type Handlers = Omit<OutboxSubmissionOptions, 'kind' | 'url'>;

const TAGS = {
  giveaway: WAITLIST_INTERESTS.giveaway,
  activation: WAITLIST_INTERESTS.activation,
} as const satisfies Partial<Record<OutboxKind, string>>;

/**
 * Spec 7: the giveaway entry and the activation are POST /api/waitlist with their own interests
 * tag. Only the four fields are sent (the rules checkbox stays in the browser).
 */
export function useTaggedWaitlist(kind: keyof typeof TAGS, handlers: Handlers) {
  const submission = useOutboxSubmission({ kind, url: API.waitlist, ...handlers });
  const send = (fields: PersonFields) =>
    submission.send({
      firstName: fields.firstName,
      lastName: fields.lastName,
      email: fields.email,
      phoneNumber: fields.phoneNumber,
      interests: TAGS[kind],
    });
  return { ...submission, send };
}
