import { useWatch } from 'react-hook-form';
import { FormError } from '@app/components/forms/form-error';
import { QueuedNotice } from '@app/components/forms/queued-notice';
import { serverMessageOf } from '@app/components/forms/server-message';
import { Button } from '@app/components/ui/button';
import { useBookingCatalog } from '../data/use-booking-catalog';
import { useBookingForm } from '../hooks/use-booking-form';
import { bookingFailed } from '../lib/booking-toasts';
import { BookingSummary } from './booking-summary';
import { JetPicker } from './jet-picker';
import { FormSection } from './form-section';
import { DatesSection, GuestDetailsSection, WhereToSection } from './booking-form-sections';
import { FormPostFields, formPostProps } from '@app/components/forms/form-post-fields';

/** Spec 2.4: the booking request, with its live summary and the submit button beside it. */
export function BookingForm({
  destinationId,
  onRequested,
}: {
  destinationId?: string;
  onRequested?: () => void;
}) {
  const catalog = useBookingCatalog();
  const { form, submit, today, locked, unknownParam, waiting, deferred, refused } = useBookingForm(
    catalog,
    destinationId,
    onRequested,
  );
  const {
    control,
    register,
    formState: { errors, isSubmitting },
  } = form;
  const chosenDestination = useWatch({ control, name: 'destinationId' });
  const jetId = useWatch({ control, name: 'jetId' });
  const departureDate = useWatch({ control, name: 'departureDate' });
  const returnDate = useWatch({ control, name: 'returnDate' });
  const guests = useWatch({ control, name: 'guests' });

  return (
    <form
      {...formPostProps('booking')}
      noValidate
      onSubmit={submit}
      aria-label="Booking request"
      className="grid items-start gap-10 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-14"
    >
      <FormPostFields />
      <div className="flex flex-col gap-10">
        <WhereToSection form={form} catalog={catalog} locked={locked} unknownParam={unknownParam} />
        <FormSection index={2} title="Your Private Jet">
          <JetPicker
            jets={catalog.jets}
            status={catalog.jetStatus}
            selectedId={jetId}
            field={register('jetId')}
            error={errors.jetId?.message}
          />
        </FormSection>
        <GuestDetailsSection form={form} />
        <DatesSection form={form} today={today} />
      </div>
      <div className="lg:sticky lg:top-28">
        <BookingSummary
          destination={catalog.destinations.find((d) => d.id === chosenDestination)}
          jet={catalog.jets.find((j) => j.id === jetId)}
          departureDate={departureDate}
          returnDate={returnDate}
          guests={guests}
        >
          {waiting && (
            <QueuedNotice deferred={deferred}>we'll confirm your booking right here</QueuedNotice>
          )}
          {refused && (
            <FormError title="Booking Failed">
              {bookingFailed(serverMessageOf(refused)).description}
            </FormError>
          )}
          <Button type="submit" size="lg" disabled={isSubmitting} className="w-full">
            {isSubmitting ? 'Submitting...' : 'Request Booking'}
          </Button>
        </BookingSummary>
      </div>
    </form>
  );
}
