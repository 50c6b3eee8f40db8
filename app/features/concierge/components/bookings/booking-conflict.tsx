import { useEffect, useId, useRef, type ReactNode } from 'react';
import type { ConciergeBooking } from '@shared/api';
import { canMoveBooking } from '@shared/booking-workflow';
import { Button } from '@app/components/ui/button';
import type { BookingStep, StepConflict } from '../../data/use-booking-step';
import { stepWords } from '../../lib/booking-steps';
import { amountLabel, momentLabel } from '../../lib/format';
import { BOOKING_STATUS } from '../../lib/status-words';
import { ActionFailure, OfflineHint } from '../common/action-notices';

const quiet = (text: ReactNode) => <span className="text-stone-400">{text}</span>;

const changedAt = (b: ConciergeBooking) => momentLabel(b.statusChangedAt ?? b.updatedAt);

/** The comparison's rows: what the staff member typed, and what the booking is now. */
function rowsOf({ mine, current }: StepConflict): [string, ReactNode, ReactNode][] {
  return [
    [
      'Status',
      `${BOOKING_STATUS[mine.status].label} (your step)`,
      BOOKING_STATUS[current.status].label,
    ],
    [
      'Quoted price',
      mine.status === 'quoted' && mine.price ? amountLabel(mine.price) : quiet('—'),
      current.quotedPrice ? amountLabel(current.quotedPrice) : quiet('—'),
    ],
    [
      'Note for the guest',
      mine.note || quiet('No note'),
      current.conciergeNote || quiet('No note'),
    ],
    ['Last changed', quiet('Not sent'), changedAt(current)],
  ];
}

/** Someone changed the booking first: the step as typed beside the booking as it is now. */
export function BookingConflict({ step }: { step: BookingStep }) {
  const offlineHintId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const conflict = step.conflict;
  // It appears above the form that was sent: the staff member is taken to it.
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
    heading.current?.scrollIntoView({ block: 'center' });
  }, [conflict]);
  if (!conflict) return null;
  const { mine, current } = conflict;
  const possible = canMoveBooking(current.status, mine.status);
  return (
    <section
      role="alert"
      aria-labelledby="booking-conflict-title"
      className="mb-5 grid gap-6 rounded-2xl border border-gold-500/40 bg-gold-500/6 p-5 sm:p-6 lg:grid-cols-[18rem_minmax(0,1fr)]"
    >
      <div className="flex flex-col gap-4">
        <div className="text-sm leading-relaxed">
          <h2
            ref={heading}
            id="booking-conflict-title"
            tabIndex={-1}
            className="font-sans text-sm font-semibold text-gold-200 outline-none"
          >
            Someone changed this booking since you opened it.
          </h2>
          <p className="mt-1 text-sand-100">
            Your step was not sent, and nothing you typed is lost. Compare the two versions, then
            re-apply your step on the booking as it is now.
          </p>
        </div>
        {!possible && (
          <p className="text-sm text-danger-300">
            A {BOOKING_STATUS[current.status].label.toLowerCase()} booking cannot be{' '}
            {BOOKING_STATUS[mine.status].label.toLowerCase()}: go back to your step and choose
            another.
          </p>
        )}
        <ActionFailure failure={step.failure?.kind === 'conflict' ? undefined : step.failure} />
        <OfflineHint id={offlineHintId} online={step.online} />
        <div className="flex flex-wrap gap-3">
          {possible && (
            <Button
              size="sm"
              onClick={() => void step.reapply()}
              disabled={step.busy || !step.online}
              aria-describedby={step.online ? undefined : offlineHintId}
            >
              {step.busy
                ? 'Sending…'
                : `Re-apply my step: ${stepWords(mine.status)?.verb.toLowerCase()}`}
            </Button>
          )}
          <Button size="sm" variant="outline" onClick={step.dismissConflict}>
            Back to my step
          </Button>
        </div>
      </div>
      <table className="w-full table-fixed border-collapse self-start text-left text-sm">
        <caption className="sr-only">Your step beside the booking as it is now</caption>
        <thead>
          <tr className="border-b border-white/8 text-[0.66rem] font-semibold tracking-[0.16em] text-stone-400 uppercase">
            <th scope="col" className="w-[24%] pb-2 font-semibold">
              <span className="sr-only">Field</span>
            </th>
            <th scope="col" className="pb-2 font-semibold">
              Yours, as typed
            </th>
            <th scope="col" className="pb-2 pl-4 font-semibold">
              The booking now
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-white/6">
          {rowsOf(conflict).map(([field, yours, now]) => (
            <tr key={field}>
              <th scope="row" className="py-2.5 pr-3 align-top text-xs font-medium text-stone-300">
                {field}
              </th>
              <td className="py-2.5 pr-3 align-top break-words text-gold-200">{yours}</td>
              <td className="py-2.5 pl-4 align-top break-words text-sand-100">{now}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
