import type { ConciergeInstallment, InstallmentStatus } from '@shared/concierge-api';

/** A charge that failed, or waits on the buyer's bank, may be tried again now. */
const RETRYABLE: readonly InstallmentStatus[] = ['failed', 'action_required'];
/** Settled by hand: a failure, a wait on the bank, or a charge stuck in 'processing'. */
const RESOLVABLE: readonly InstallmentStatus[] = ['failed', 'action_required', 'processing'];

export const canRetry = (i: ConciergeInstallment) => RETRYABLE.includes(i.status);
export const canResolve = (i: ConciergeInstallment) => RESOLVABLE.includes(i.status);
