import type { Db } from '../db/client';
import type { MailContext } from '../mail/mail-context';
import type { Clock, Logger } from '../runtime';
import type { PaymentsGateway } from './gateway/gateway';
import type { InstallmentNotifier } from './installments/installment-notices';

/** What every payments route and service is built from (app.ts, server.ts's timers). */
export interface PaymentsDeps {
  db: Db;
  clock: Clock;
  log: Logger;
  /** Stripe, or the local demo checkout: only this slice calls it */
  payments: PaymentsGateway;
  publicUrl: string;
  /** the order confirmation a fulfilment queues, and every other mail of this slice */
  mail: MailContext;
  /** what an installment's outcome asks of the buyer (a link to confirm, word of a failure) */
  notify: InstallmentNotifier;
}
