import { useState } from 'react';
import { BOOKING_CONFLICT_CODE, type ConciergeBooking } from '@shared/api';
import { BOOKING_TRANSITIONS, type BookingStatus } from '@shared/booking-workflow';
import { BookingUpdateSchema, type BookingUpdate } from '@shared/schemas/concierge';
import { toast } from '@app/components/ui/toast-store';
import { stepWords } from '../lib/booking-steps';
import { checkInput } from '../lib/check-input';
import { consoleApi } from './console-api';
import { useStaffAction } from './use-staff-action';

/** What the staff member typed for the next step, kept as typed until it is sent. */
export interface StepDraft {
  status: BookingStatus;
  note: string;
  /** the quote's price, as typed ("1250.00"); only a quote sends it */
  price: string;
}

/** A step refused because the booking changed since it was opened: both versions. */
export interface StepConflict {
  mine: StepDraft;
  current: ConciergeBooking;
}

const bodyOf = (draft: StepDraft, base: ConciergeBooking) => ({
  status: draft.status,
  note: draft.note,
  // A blank price is no price: the schema then says a quote needs one.
  quotedPrice: draft.status === 'quoted' && draft.price.trim() !== '' ? draft.price : undefined,
  expectedUpdatedAt: base.updatedAt,
});

/**
 * A booking's next step: the step chosen, its note and price as typed, and sending it (PATCH with
 * the version it was based on). A stale edit keeps the draft and hands back how the booking is
 * now, so the staff member can compare and re-apply it on that. Done, the form is cleared.
 */
export function useBookingStep(
  booking: ConciergeBooking,
  onChanged: (booking: ConciergeBooking) => void,
) {
  const action = useStaffAction();
  const [issues, setIssues] = useState<Record<string, string>>({});
  const [conflict, setConflict] = useState<StepConflict>();
  const [chosen, setChosen] = useState<BookingStatus>();
  const [note, setNote] = useState('');
  const [price, setPrice] = useState('');
  const allowed = BOOKING_TRANSITIONS[booking.status];
  // A step the booking no longer allows (it changed) is not offered, but its note stays typed.
  const status = chosen && allowed.includes(chosen) ? chosen : undefined;

  async function send(draft: StepDraft, base: ConciergeBooking): Promise<boolean> {
    const checked = checkInput(BookingUpdateSchema, bodyOf(draft, base));
    if (!checked.ok) {
      setIssues(checked.issues);
      return false;
    }
    setIssues({});
    const body: BookingUpdate = checked.value;
    const result = await action.run(() => consoleApi.updateBooking(base.id, body));
    if (result.ok) {
      setConflict(undefined);
      onChanged(result.value);
      toast({ title: stepWords(draft.status)?.done ?? 'Saved' });
      setChosen(undefined);
      setNote('');
      setPrice('');
      return true;
    }
    const { failure } = result;
    if (failure.kind === 'invalid') setIssues(failure.issues);
    if (failure.kind === 'conflict' && failure.code === BOOKING_CONFLICT_CODE) {
      const current = failure.current as ConciergeBooking;
      setConflict({ mine: draft, current });
      onChanged(current);
    }
    return false;
  }

  return {
    allowed,
    status,
    choose: setChosen,
    note,
    setNote,
    price,
    setPrice,
    /** sends the step on screen, based on the booking on screen */
    submit: () => (status ? send({ status, note, price }, booking) : Promise.resolve(false)),
    /** sends the step that met a colleague's change again, on the booking as it is now */
    reapply: () => (conflict ? send(conflict.mine, conflict.current) : Promise.resolve(false)),
    issues,
    conflict,
    dismissConflict: () => setConflict(undefined),
    busy: action.busy,
    online: action.online,
    failure: action.failure,
  };
}

export type BookingStep = ReturnType<typeof useBookingStep>;
