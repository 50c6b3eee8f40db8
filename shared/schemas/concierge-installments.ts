import * as v from 'valibot';
import { INSTALLMENT_STATUSES } from '../concierge-api';
import { NOTE_MAX_LENGTH, optionalFilter, searchFilter } from './concierge';
import { requiredMultiLineText } from './fields';
import { pagingEntries } from './paging';

export const RESOLUTION_NOTE_REQUIRED_MESSAGE = 'Please say how it was settled';

/** GET /api/concierge/installments: the page, the status and `q` (the order's email or id). */
export const ConciergeInstallmentQuerySchema = v.object({
  ...pagingEntries,
  status: optionalFilter(
    v.picklist(INSTALLMENT_STATUSES, `Status must be one of ${INSTALLMENT_STATUSES.join(', ')}`),
  ),
  q: searchFilter,
});
export type ConciergeInstallmentQuery = v.InferOutput<typeof ConciergeInstallmentQuerySchema>;

/** POST /api/concierge/installments/:id/resolve: settled by hand, and how. */
export const InstallmentResolveSchema = v.object({
  note: requiredMultiLineText(RESOLUTION_NOTE_REQUIRED_MESSAGE, NOTE_MAX_LENGTH),
});
export type InstallmentResolveInput = v.InferInput<typeof InstallmentResolveSchema>;
export type InstallmentResolve = v.InferOutput<typeof InstallmentResolveSchema>;
