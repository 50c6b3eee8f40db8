import { Controller, useWatch } from 'react-hook-form';
import { DateField } from '@app/components/forms/date-field';
import { FormError } from '@app/components/forms/form-error';
import { QueuedNotice } from '@app/components/forms/queued-notice';
import { SelectField } from '@app/components/forms/select-field';
import { serverMessageOf } from '@app/components/forms/server-message';
import { TextareaField } from '@app/components/forms/textarea-field';
import { Button } from '@app/components/ui/button';
import { TextField } from '@app/components/ui/field';
import { useBookingCatalog } from '../data/use-booking-catalog';
import { useBookingForm } from '../hooks/use-booking-form';
import { GUEST_OPTIONS } from '../lib/guest-options';
import { bookingFailed } from '../lib/booking-toasts';
import { BookingSummary } from './booking-summary';
import { DestinationField } from './destination-field';
import { JetPicker } from './jet-picker';
import { FormSection } from './form-section';
import { UnknownDestinationNotice } from './unknown-destination-notice';

/** Spec 2.4: the booking request, with its live summary and the submit button beside it. */
export function BookingForm({ destinationId }: { destinationId?: string }) {
  const catalog = useBookingCatalog();
  const { form, submit, today, locked, unknownParam, waiting, deferred, refused } = useBookingForm(
    catalog,
    destinationId,
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
      noValidate
      onSubmit={submit}
      aria-label="Booking request"
      className="grid items-start gap-10 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-14"
    >
      <div className="flex flex-col gap-10">
        <FormSection index={1} title="Where To">
          {unknownParam && <UnknownDestinationNotice />}
          {catalog.destinationStatus === 'unavailable' && (
            <p role="status" className="text-sm text-danger-300">
              Destinations can't be loaded while you're offline. Reconnect to choose one.
            </p>
          )}
          <Controller
            control={control}
            name="destinationId"
            render={({ field, fieldState }) => (
              <DestinationField
                {...field}
                destinations={catalog.destinations}
                loading={catalog.destinationStatus === 'loading'}
                locked={locked}
                error={fieldState.error?.message}
              />
            )}
          />
        </FormSection>
        <FormSection index={2} title="Your Private Jet">
          <JetPicker
            jets={catalog.jets}
            status={catalog.jetStatus}
            selectedId={jetId}
            field={register('jetId')}
            error={errors.jetId?.message}
          />
        </FormSection>
        <FormSection index={3} title="Guest Details">
          <TextField
            label="Guest name"
            autoComplete="name"
            error={errors.guestName?.message}
            {...register('guestName')}
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              label="Email"
              type="email"
              inputMode="email"
              autoComplete="email"
              error={errors.guestEmail?.message}
              {...register('guestEmail')}
            />
            <TextField
              label="Phone"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              error={errors.guestPhone?.message}
              {...register('guestPhone')}
            />
          </div>
        </FormSection>
        <FormSection index={4} title="Dates & Requests">
          <div className="grid gap-5 sm:grid-cols-3">
            <DateField
              label="Departure date"
              error={errors.departureDate?.message}
              {...register('departureDate')}
              min={today}
            />
            <DateField
              label="Return date"
              error={errors.returnDate?.message}
              {...register('returnDate')}
              min={departureDate || today}
            />
            <SelectField
              label="Guests"
              options={GUEST_OPTIONS}
              error={errors.guests?.message}
              {...register('guests', { valueAsNumber: true })}
            />
          </div>
          <TextareaField
            label="Special requests"
            hint="Dietary needs, celebrations, transfers: anything that makes the journey yours."
            rows={4}
            error={errors.specialRequests?.message}
            {...register('specialRequests')}
          />
        </FormSection>
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
