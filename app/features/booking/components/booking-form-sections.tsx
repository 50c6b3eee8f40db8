import { Controller, useWatch } from 'react-hook-form';
import { GUESTS_DEFAULT } from '@shared/constants';
import { DateField } from '@app/components/forms/date-field';
import { SelectField } from '@app/components/forms/select-field';
import { TextareaField } from '@app/components/forms/textarea-field';
import { TextField } from '@app/components/ui/field';
import { GUEST_OPTIONS } from '../lib/guest-options';
import { DestinationField } from './destination-field';
import { FormSection } from './form-section';
import { UnknownDestinationNotice } from './unknown-destination-notice';
import type { BookingCatalog } from '../data/use-booking-catalog';
import type { BookingFormApi } from '../hooks/use-booking-form';

/** 1: the destination, locked when the page was opened for one. */
export function WhereToSection({
  form,
  catalog,
  locked,
  unknownParam,
}: {
  form: BookingFormApi;
  catalog: BookingCatalog;
  locked: boolean;
  unknownParam: boolean;
}) {
  const { control } = form;
  return (
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
  );
}

/** 3: who travels, and how to reach them. */
export function GuestDetailsSection({ form }: { form: BookingFormApi }) {
  const {
    register,
    formState: { errors },
  } = form;
  return (
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
  );
}

/** 4: the dates, the party size and anything that makes the journey theirs. */
export function DatesSection({ form, today }: { form: BookingFormApi; today: string }) {
  const {
    register,
    formState: { errors },
  } = form;
  const departureDate = useWatch({ control: form.control, name: 'departureDate' });
  return (
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
          // In the pre-rendered page too (react-hook-form sets it only once it runs): the spec's
          // default of 2, not the first option, before hydration and without JavaScript.
          defaultValue={GUESTS_DEFAULT}
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
  );
}
