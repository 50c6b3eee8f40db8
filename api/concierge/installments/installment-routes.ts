/**
 * The console's installments (issue 22), mounted at /api/concierge/installments behind
 * requireStaff (app.ts): every scheduled charge with its state, 'Retry now' (the scheduler's own
 * path and idempotency key) and 'Resolve' with a note.
 */
import { Hono, type Context } from 'hono';
import type { PageOf } from '@shared/api';
import { INSTALLMENT_REFUSED_CODE, type ConciergeInstallment } from '@shared/concierge-api';
import {
  ConciergeInstallmentQuerySchema,
  InstallmentResolveSchema,
} from '@shared/schemas/concierge-installments';
import { rowId } from '../row-id';
import { errorBody } from '../../errors';
import type { StaffEnv } from '../../middleware/require-staff';
import { validateJson, validateQuery } from '../../middleware/validate';
import { findInstallment, listInstallments } from '../../payments';
import type { ConciergeDeps } from '../concierge-deps';

export const INSTALLMENT_NOT_FOUND_MESSAGE = 'No installment with this id';

const notFound = (c: Context) => c.json(errorBody(INSTALLMENT_NOT_FOUND_MESSAGE), 404);
const refused = (c: Context, message: string) =>
  c.json(errorBody(message, { code: INSTALLMENT_REFUSED_CODE }), 409);

export function conciergeInstallmentRoutes({ db, money }: ConciergeDeps) {
  return new Hono<StaffEnv>()
    .get('/', validateQuery(ConciergeInstallmentQuerySchema), (c) =>
      c.json<PageOf<ConciergeInstallment>>(listInstallments(db, c.req.valid('query'))),
    )
    .get('/:id', (c) => {
      const id = rowId(c.req.param('id'));
      const installment = id === null ? undefined : findInstallment(db, id);
      return installment ? c.json<ConciergeInstallment>(installment) : notFound(c);
    })
    .post('/:id/retry', async (c) => {
      const id = rowId(c.req.param('id'));
      if (id === null) return notFound(c);
      const outcome = await money.retryInstallment(c.var.staff, id);
      if (outcome.kind === 'not_found') return notFound(c);
      if (outcome.kind === 'refused') return refused(c, outcome.message);
      return c.json<ConciergeInstallment>(outcome.installment);
    })
    .post('/:id/resolve', validateJson(InstallmentResolveSchema), (c) => {
      const id = rowId(c.req.param('id'));
      if (id === null) return notFound(c);
      const { note } = c.req.valid('json');
      const outcome = money.resolveInstallment(c.var.staff, id, note);
      if (outcome.kind === 'not_found') return notFound(c);
      if (outcome.kind === 'refused') return refused(c, outcome.message);
      return c.json<ConciergeInstallment>(outcome.installment);
    });
}
