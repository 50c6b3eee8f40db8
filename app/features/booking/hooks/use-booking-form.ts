import { valibotResolver } from '@hookform/resolvers/valibot';
import { useEffect, useMemo } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import type * as v from 'valibot';
import type { OutboxItem } from '@app/local/db/db';
import { useToday } from '@app/lib/use-today';
import { serverMessageOf } from '@app/components/forms/server-message';
import { toast } from '@app/components/ui/toast-store';
import type { BookingCatalog } from '../data/use-booking-catalog';
import { useRequestBooking } from '../data/use-request-booking';
import { bookingBody, emptyBooking, fieldsOfBody, type BookingFields } from '../lib/booking-fields';
import { bookingFormSchema, type BookingInput } from '@shared/schemas/booking';
import { BOOKING_CONFIRMED, BOOKING_SAVED, bookingFailed } from '../lib/booking-toasts';
import { applyServerIssues } from '@app/components/forms/server-issues';
import { deferredToast, STORAGE_FULL } from '@app/components/forms/outbox-toasts';
import { orServerPost } from '@app/components/forms/or-server-post';

type Output = v.InferOutput<ReturnType<typeof bookingFormSchema>>;
/** The booking form's react-hook-form handle, which its sections take. */
export type BookingFormApi = UseFormReturn<BookingInput, unknown, Output>;
const FIELDS = Object.keys(emptyBooking()) as Array<keyof BookingFields>;

/**
 * The booking form's state and its trip through the outbox. `paramId` is the route's destination:
 * it locks the choice while it names a known destination. `onRequested` hears of a request that
 * is sent or saved to go.
 */
export function useBookingForm(
  catalog: BookingCatalog,
  paramId: string | undefined,
  onRequested?: () => void,
) {
  // Today in the member's own calendar, the pre-render's day while hydrating (so the date
  // fields' `min` matches the HTML), then the visitor's own day.
  const today = useToday();
  const schema = useMemo(() => bookingFormSchema(today), [today]);
  const known = catalog.destinations.some((d) => d.id === paramId);
  const unknownParam = Boolean(paramId) && catalog.destinationStatus === 'ready' && !known;
  const locked = Boolean(paramId) && !unknownParam;

  const form = useForm<BookingInput, unknown, Output>({
    resolver: valibotResolver(schema),
    // 'all' lets the resolver run the date checks even while other fields are still empty, so
    // "return before departure" shows with the rest instead of after them.
    criteriaMode: 'all',
    defaultValues: emptyBooking(paramId),
  });
  const { reset, setError, setValue } = form;

  // The list arrives from Dexie after the first render: only then can the route's id be judged.
  useEffect(() => {
    if (unknownParam) setValue('destinationId', '');
  }, [unknownParam, setValue]);

  const blank = () => emptyBooking(locked ? paramId : '');
  const showIssues = (issues: Record<string, string> | undefined) => {
    applyServerIssues(setError, issues, FIELDS);
  };
  const restore = (item: OutboxItem) => {
    reset(fieldsOfBody(item.body));
    showIssues(item.issues);
  };

  const { send, waiting, deferred, refused } = useRequestBooking({
    onDelivered: () => toast(BOOKING_CONFIRMED),
    onRefused: (item) => {
      restore(item);
      toast(bookingFailed(serverMessageOf(item)));
    },
    onAdopt: (item) => {
      // A saved request for another destination is not this page's to show.
      if (locked && fieldsOfBody(item.body).destinationId !== paramId) return false;
      if (item.status === 'failed' || item.status === 'auth') restore(item);
      return true;
    },
  });

  const onValid = async (values: Output) => {
    const jet = catalog.jets.find((j) => j.id === values.jetId);
    const destination = catalog.destinations.find((d) => d.id === values.destinationId);
    const fields: BookingFields = { ...values, specialRequests: values.specialRequests ?? '' };
    const outcome = await send(bookingBody(fields, jet?.hourlyRate, destination?.hotelPrice));
    if (outcome.status === 'storage-full') return void toast(STORAGE_FULL);
    if (outcome.status === 'sent' || outcome.status === 'queued') {
      reset(blank());
      toast(outcome.status === 'sent' ? BOOKING_CONFIRMED : BOOKING_SAVED);
      onRequested?.();
      return;
    }
    if (outcome.status === 'retrying') {
      // Kept and retried: a resend from the same values would book twice.
      reset(blank());
      toast(deferredToast(bookingFailed(outcome.message), outcome));
      onRequested?.();
      return;
    }
    // Keep the values so the member can correct them and resend.
    showIssues(outcome.status === 'failed' ? outcome.issues : undefined);
    toast(bookingFailed(outcome.serverMessage));
  };

  return {
    form,
    submit: form.handleSubmit(orServerPost(onValid)),
    today,
    locked,
    unknownParam,
    waiting,
    deferred,
    refused,
  };
}
